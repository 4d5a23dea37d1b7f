import type { ReactNode } from 'react';
import { fieldClass } from './field-parts';
import './field.css';

interface FieldShellProps {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** Label, hint and error around one control; the control carries the matching ids (see describedBy). */
export function FieldShell({ id, label, optional, hint, error, children }: FieldShellProps) {
  return (
    <div className={fieldClass(error)}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
