import type { ComponentProps } from 'react';
import { TextField } from './TextField';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'inputMode' | 'autoComplete' | 'maxLength' | 'required'> & { label?: string };

/** A six-digit code from an email or SMS: numeric keypad on phones, and the code offered from the message. */
export function CodeField({ label = 'Verification code', ...field }: CodeFieldProps) {
  return <TextField label={label} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...field} />;
}
