import { useEffect, useRef, useState } from 'react';
import { useFlow } from '../../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { CodeField } from '../../../ui/CodeField';
import { selectAuthEmail } from '../../user/user-slice';
import { accountCodeResendRequested, accountCodeSubmitted } from '../auth-actions';
import { RESENDING_ACCOUNT_CODE, VERIFYING_ACCOUNT } from '../flow-names';
import { StepAlert, StepHeading, StepStatus } from '../StepParts';
import { useStepForm } from '../use-step-form';
import { codeIssue, problems } from '../validate-auth';

/**
 * Spec §2 verify and verify-from-signup: the six-digit code emailed to the address, with a new one on request.
 * From sign-up the code has just been sent; from sign-in the API sent one because the account is not verified.
 */
export function VerifyStep({ fromSignUp }: { fromSignUp: boolean }) {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectAuthEmail);
  const form = useStepForm<'code'>(VERIFYING_ACCOUNT, { code: '' }, (values) => problems({ code: codeIssue(values.code) }));
  const resend = useFlow(RESENDING_ACCOUNT_CODE);
  const [resent, setResent] = useState(false);
  const wasResending = useRef(false);

  // A resend that ended without a failure: say the new code is on its way.
  useEffect(() => {
    if (wasResending.current && !resend.sending && !resend.failure) setResent(true);
    wasResending.current = resend.sending;
  }, [resend.sending, resend.failure]);

  const status = form.sending ? 'Checking your code…' : resend.sending ? 'Sending a new code…' : resent ? 'A new code is on its way.' : '';

  return (
    <form className="auth-step" noValidate onSubmit={form.onSubmit((values) => dispatch(accountCodeSubmitted(values)))}>
      <StepHeading>{fromSignUp ? 'Check your email' : 'Verify your email address'}</StepHeading>
      <p>
        {fromSignUp ? 'We’ve sent a six-digit code to ' : 'Your account needs verifying before you can sign in. We’ve sent a six-digit code to '}
        <strong>{email}</strong>.
      </p>
      <CodeField {...form.field('code')} />
      <StepAlert failure={form.failure} unplaced={form.unplaced} />
      {resend.failure && !resend.sending && <StepAlert failure={resend.failure} />}
      <div className="form-actions">
        <Button type="submit" disabled={form.sending} busy={form.sending}>
          {form.sending ? 'Checking…' : 'Verify my account'}
        </Button>
        <button
          type="button"
          className="link-button"
          disabled={resend.sending}
          onClick={() => {
            setResent(false);
            dispatch(accountCodeResendRequested());
          }}
        >
          Send a new code
        </button>
      </div>
      <StepStatus>{status}</StepStatus>
    </form>
  );
}
