import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy } from './field-parts';
import { FieldShell } from './FieldShell';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, optional, hint, error, ref, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <input id={id} ref={ref} className="field__control" {...describedBy(id, hint, error)} {...input} />
    </FieldShell>
  );
}
