import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useFieldErrors } from '../../app/forms/use-field-errors';
import { useFlow } from '../../app/forms/use-flow';

/**
 * One step's form: its values, the browser's checks and the server's field errors beside the same fields
 * (useFieldErrors), its flow's loader and failure. Values are trimmed before checking and sending, except the
 * fields in `untrimmed` (a password's spaces are the person's).
 */
export function useStepForm<F extends string>(
  flow: string,
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => Partial<Record<F, string>>,
  untrimmed: readonly F[] = [],
) {
  const { sending, entry, failure } = useFlow(flow);
  const [values, setValues] = useState(initial);
  const controls = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const fields = Object.keys(initial) as F[];
  const errors = useFieldErrors(entry, fields, (field) => controls.current[field]?.focus());

  const cleaned = (): Record<F, string> =>
    Object.fromEntries(fields.map((field) => [field, untrimmed.includes(field) ? values[field] : values[field].trim()])) as Record<F, string>;

  return {
    sending,
    failure,
    values,
    unplaced: errors.unplaced,
    /** The props a TextField needs for one field. */
    field: (name: F) => ({
      id: `auth-${name}`,
      ref: (element: HTMLInputElement | null) => {
        controls.current[name] = element;
      },
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        errors.changed(name);
      },
      error: errors.errorFor(name),
    }),
    /** Checks the form, then hands the cleaned values on; the browser's errors stop it. */
    onSubmit: (send: (values: Record<F, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending) return;
      const checked = cleaned();
      const issues = validate(checked);
      errors.checked(issues);
      if (Object.keys(issues).length === 0) send(checked);
    },
  };
}
