import './controls.css';

/** What a form's alert says while the fields beside it hold the server's errors: it points to them. */
export const CHECK_THE_FIELDS = 'Some details need another look.';

interface FormAlertProps {
  /**
   * What went wrong, one paragraph each: usually one line (the failure's message, or CHECK_THE_FIELDS); a form
   * with two flows (a code and its resend) gives both, and an absent one says nothing.
   */
  message: string | ReadonlyArray<string | undefined>;
  /** The server's errors about fields the form does not show (the deal id, say), as [field, message]. */
  unplaced?: ReadonlyArray<readonly [string, string]>;
}

/**
 * A form's failure that no field holds, said once above its buttons and announced (role="alert"): its message,
 * then the server's errors that have no field on the form to stand beside.
 */
export function FormAlert({ message, unplaced = [] }: FormAlertProps) {
  const lines = typeof message === 'string' ? [message] : message.filter((line) => line !== undefined);
  return (
    <div className="form-alert" role="alert">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {unplaced.length > 0 && (
        <ul>
          {unplaced.map(([name, text]) => (
            <li key={name}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
