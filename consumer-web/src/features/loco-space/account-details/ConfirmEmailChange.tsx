import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ACCOUNT_CODE_VALIDITY_MS, requiredMessage, VALIDATION_MESSAGES, VERIFICATION_CODE_PATTERN } from '@lease/domain';
import { useFlow } from '../../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { CodeField } from '../../../ui/CodeField';
import { selectAccountEmail, selectPendingEmail } from '../../user/user-slice';
import { emailChangeCodeSubmitted } from '../account-actions';
import { CONFIRMING_EMAIL_CHANGE, SAVING_ACCOUNT_INFO } from '../flow-names';

const CODE_HINT = `Six digits. It works for ${ACCOUNT_CODE_VALIDITY_MS / 60_000} minutes; once it has run out, save the new address again for another.`;

function codeIssue(code: string): string | undefined {
  if (!code) return requiredMessage('verification code');
  return VERIFICATION_CODE_PATTERN.test(code) ? undefined : VALIDATION_MESSAGES.verificationCode;
}

/**
 * A new address becomes the account's only once the code emailed to it comes back (POST /user/email/confirm),
 * so no one signed in can take an address they do not own. While one waits (just asked for, or read with the
 * account after a reload) this asks for its code; confirmed, the account has the new address and the panel goes.
 */
export function ConfirmEmailChange() {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectAccountEmail);
  const pendingEmail = useAppSelector(selectPendingEmail);
  const saving = useFlow(SAVING_ACCOUNT_INFO).sending;
  const { sending, entry, failure } = useFlow(CONFIRMING_EMAIL_CHANGE);
  const [code, setCode] = useState('');
  const [clientError, setClientError] = useState<string>();
  const [edited, setEdited] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const doneLine = useRef<HTMLParagraphElement>(null);
  const wasSaving = useRef(false);
  const pendingBeforeSave = useRef(pendingEmail);
  const wasSending = useRef(false);

  const codeError = clientError ?? (edited ? undefined : failure?.errors?.code);

  // A save that has just asked for a new address: its code is what the person needs next.
  useEffect(() => {
    if (saving && !wasSaving.current) pendingBeforeSave.current = pendingEmail;
    if (!saving && wasSaving.current && pendingEmail && pendingEmail !== pendingBeforeSave.current) codeInput.current?.focus();
    wasSaving.current = saving;
  }, [saving, pendingEmail]);

  // Another address asked for starts the panel afresh.
  useEffect(() => {
    if (!pendingEmail) return;
    setCode('');
    setClientError(undefined);
    setConfirmed(null);
  }, [pendingEmail]);

  useEffect(() => {
    if (failure?.errors?.code) codeInput.current?.focus();
  }, [entry]);

  // Confirmed: the panel goes, so focus moves to the line that says where the account now is.
  useEffect(() => {
    if (wasSending.current && !sending && !failure) {
      setConfirmed(email);
      doneLine.current?.focus();
    }
    wasSending.current = sending;
  }, [sending, failure]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const cleaned = code.trim();
    const problem = codeIssue(cleaned);
    setClientError(problem);
    setEdited(false);
    if (problem) {
      codeInput.current?.focus();
      return;
    }
    dispatch(emailChangeCodeSubmitted({ code: cleaned }));
  };

  // A failure beside the code field says itself there; any other (the address taken meanwhile) is said above the button.
  const alert = failure && !sending && !failure.errors?.code ? failure : undefined;
  const unplaced = Object.entries(alert?.errors ?? {}).filter(([, text]) => text !== alert?.message);
  const status = sending ? 'Checking your code…' : confirmed ? `Your email address is now ${confirmed}.` : '';

  return (
    <>
      {pendingEmail && (
        <form className="account-email-change" noValidate onSubmit={submit} aria-labelledby="account-email-change-heading">
          <h2 id="account-email-change-heading">Confirm your new email address</h2>
          <p>
            We’ve sent a code to <strong>{pendingEmail}</strong>. Enter it below to move your account to that address.
          </p>
          <p>Until then your account stays at {email}, and that is the address to sign in with.</p>
          <CodeField
            id="account-email-code"
            ref={codeInput}
            hint={CODE_HINT}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setClientError(undefined);
              setEdited(true);
            }}
            error={codeError}
          />
          {alert && <FormAlert message={alert.message} unplaced={unplaced} />}
          <div className="form-actions">
            <Button type="submit" disabled={sending} busy={sending}>
              {sending ? 'Checking…' : 'Confirm'}
            </Button>
          </div>
        </form>
      )}
      {!pendingEmail && failure?.code === 'NO_EMAIL_CHANGE' && <FormAlert message={failure.message} />}
      <p className="form-status" role="status" aria-live="polite" ref={doneLine} tabIndex={-1}>
        {status}
      </p>
    </>
  );
}
