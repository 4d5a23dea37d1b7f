/** Ids and ARIA wiring shared by the form fields, so hint and error are read with the control. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    'aria-describedby': ids || undefined,
    'aria-invalid': error ? true : undefined,
  } as const;
}

export const fieldClass = (error: string | undefined) => (error ? 'field field--invalid' : 'field');
