import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { describedBy } from '../../ui/field-parts';
import { FieldShell } from '../../ui/FieldShell';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password with a Show button: on a phone, seeing what was typed saves a failed attempt, and a long
 * passphrase (which the policy favours) is easier to check than a row of dots.
 */
export function PasswordField({ id, label, hint, error, ref, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="password-field">
        <input id={id} ref={ref} className="field__control" type={shown ? 'text' : 'password'} {...describedBy(id, hint, error)} {...input} />
        <button type="button" className="password-field__toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown((current) => !current)}>
          Show<span className="visually-hidden"> password</span>
        </button>
      </div>
    </FieldShell>
  );
}
