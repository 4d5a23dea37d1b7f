import type { Ref, SelectHTMLAttributes } from 'react';
import { describedBy } from './field-parts';
import { FieldShell } from './FieldShell';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The empty first choice, so nothing is picked for the visitor. */
  placeholder: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ id, label, options, placeholder, hint, error, ref, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select id={id} ref={ref} className="field__control" {...describedBy(id, hint, error)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
