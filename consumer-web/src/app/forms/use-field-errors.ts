import { useEffect, useState } from 'react';
import { type ErrorDetail, failureOf } from '../../features/error/error-slice';

/**
 * The newsletter form's habits for a form whose field names are the API's: the browser's own errors win; a
 * server error stays beside its field until the visitor changes that field; focus moves to the first field in
 * error, once per check and once per answer from the API (keyed on the stored error entry).
 */
export function useFieldErrors<F extends string>(
  entry: Record<string, ErrorDetail> | undefined,
  fields: readonly F[],
  focus: (field: F) => void,
  /** Messages of failures that are not field errors but belong beside a field (an expired captcha). */
  placed: Partial<Record<F, string>> = {},
) {
  const [clientErrors, setClientErrors] = useState<Partial<Record<F, string>>>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const serverErrors: Record<string, string | undefined> = { ...placed, ...failureOf(entry)?.errors };

  useEffect(() => {
    const first = fields.find((field) => serverErrors[field]);
    if (first) focus(first);
  }, [entry]);

  return {
    errorFor: (field: F): string | undefined => clientErrors[field] ?? (edited.has(field) ? undefined : serverErrors[field]),
    /** Server errors about fields this form does not show (the deal id, say). */
    unplaced: Object.entries(failureOf(entry)?.errors ?? {}).filter(([field]) => !(fields as readonly string[]).includes(field)),
    changed(field: F) {
      setEdited((current) => new Set(current).add(field));
      setClientErrors((current) => ({ ...current, [field]: undefined }));
    },
    checked(errors: Partial<Record<F, string>>) {
      setEdited(new Set());
      setClientErrors(errors);
      const first = fields.find((field) => errors[field]);
      if (first) focus(first);
    },
  };
}
