import { type FormEvent, useEffect, useRef, useState } from 'react';
import { VERIFICATION_CODE_VALIDITY_MS } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { CodeField } from '../../ui/CodeField';
import { leadFormChosen, selectLeadKind } from '../user/user-slice';
import type { DealDetail } from '../vehicle/vehicle-types';
import { dealRef } from './alternative-lead-deal';
import { leadCodeResendRequested, leadCodeSubmitted } from './enquiry-actions';
import { RESENDING_LEAD_VERIFICATION_CODE, SENDING_LEAD_VERIFICATION_CODE } from './flow-names';
import { useFlow } from '../../app/forms/use-flow';
import { validateCode } from './validate-lead';
import '../../ui/controls.css';

/** Spec §4 lead status 'verify': the code we sent, the marketing choices, and a new code on request. */
export function VerifyCodeForm({ deal, autoFocus }: { deal: DealDetail; autoFocus: boolean }) {
  const dispatch = useAppDispatch();
  const kind = useAppSelector(selectLeadKind);
  const verify = useFlow(SENDING_LEAD_VERIFICATION_CODE);
  const resend = useFlow(RESENDING_LEAD_VERIFICATION_CODE);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState(false);
  const [sms, setSms] = useState(false);
  const [clientError, setClientError] = useState<string>();
  const [edited, setEdited] = useState(false);
  const [resent, setResent] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const wasResending = useRef(false);

  const codeError = clientError ?? (edited ? undefined : verify.failure?.errors?.code);

  useEffect(() => {
    if (autoFocus) codeInput.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (verify.failure?.errors?.code) codeInput.current?.focus();
  }, [verify.entry]);

  // A resend that ended without a failure: say the new code is on its way.
  useEffect(() => {
    if (wasResending.current && !resend.sending && !resend.failure) setResent(true);
    wasResending.current = resend.sending;
  }, [resend.sending, resend.failure]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.sending) return;
    const problem = validateCode(code);
    setClientError(problem);
    setEdited(false);
    if (problem) {
      codeInput.current?.focus();
      return;
    }
    dispatch(leadCodeSubmitted({ deal: dealRef(deal), code, marketingCommunicationsEmail: email, marketingCommunicationsSms: sms }));
  };

  const askForNewCode = () => {
    setResent(false);
    dispatch(leadCodeResendRequested());
    codeInput.current?.focus();
  };

  const status = verify.sending ? 'Checking your code…' : resend.sending ? 'Sending a new code…' : resent ? 'A new code is on its way.' : '';
  const failure = verify.failure && !verify.failure.errors ? verify.failure : undefined;

  return (
    <form className="lead-form" onSubmit={submit} noValidate aria-labelledby="lead-verify-heading">
      <h3 id="lead-verify-heading">Enter your code</h3>
      <p className="lead-form__intro">We’ve sent a six-digit code to your phone or email. It works for {VERIFICATION_CODE_VALIDITY_MS / 60_000} minutes.</p>
      <CodeField
        id="lead-code"
        ref={codeInput}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setClientError(undefined);
          setEdited(true);
        }}
        error={codeError}
      />
      <fieldset className="lead-form__consent">
        <legend className="field__label">
          Deals and news from us <span className="field__optional">(optional)</span>
        </legend>
        <label>
          <input type="checkbox" checked={email} onChange={(event) => setEmail(event.target.checked)} /> By email
        </label>
        <label>
          <input type="checkbox" checked={sms} onChange={(event) => setSms(event.target.checked)} /> By text message
        </label>
      </fieldset>

      {(failure || (resend.failure && !resend.sending)) && !verify.sending && <FormAlert message={[failure?.message, resend.failure?.message]} />}

      <div className="form-actions">
        <Button type="submit" variant="accent" disabled={verify.sending} busy={verify.sending}>
          {verify.sending ? 'Checking…' : 'Confirm'}
        </Button>
        <button type="button" className="link-button" onClick={askForNewCode} disabled={resend.sending}>
          Send a new code
        </button>
        <button type="button" className="link-button" onClick={() => dispatch(leadFormChosen({ dealId: deal.id, kind }))}>
          Change my details
        </button>
      </div>
      <p className="form-status" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
