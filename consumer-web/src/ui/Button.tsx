import type { ButtonHTMLAttributes, Ref } from 'react';
import './button.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'accent' | 'ghost';
  /** Shows a spinner; the label should say what is happening. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', busy = false, className, children, ...rest }: ButtonProps) {
  return (
    <button className={['button', `button--${variant}`, className].filter(Boolean).join(' ')} {...rest}>
      {busy && <span className="button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
