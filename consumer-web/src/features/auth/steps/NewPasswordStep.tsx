import { useFlow } from '../../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { CodeField } from '../../../ui/CodeField';
import { selectAuthEmail } from '../../user/user-slice';
import { newPasswordSubmitted, passwordResetRequested } from '../auth-actions';
import { RESETTING_PASSWORD, SENDING_PASSWORD_RESET } from '../flow-names';
import { PasswordField } from '../PasswordField';
import { StepAlert, StepHeading, StepStatus } from '../StepParts';
import { useStepForm } from '../use-step-form';
import { codeIssue, newPasswordIssue, PASSWORD_RULE, problems } from '../validate-auth';

type Field = 'code' | 'password';

/** Spec §2 new password: the emailed code and the password that replaces the old one. */
export function NewPasswordStep() {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectAuthEmail);
  const form = useStepForm<Field>(
    RESETTING_PASSWORD,
    { code: '', password: '' },
    (values) => problems({ code: codeIssue(values.code), password: newPasswordIssue(values.password, email) }),
    ['password'],
  );
  const resend = useFlow(SENDING_PASSWORD_RESET);

  return (
    <form className="auth-step" noValidate onSubmit={form.onSubmit((values) => dispatch(newPasswordSubmitted(values)))}>
      <StepHeading>Choose a new password</StepHeading>
      <CodeField label="Code from the email" {...form.field('code')} />
      <PasswordField label="New password" autoComplete="new-password" required hint={PASSWORD_RULE} {...form.field('password')} />
      <StepAlert failure={form.failure} unplaced={form.unplaced} />
      {!resend.sending && <StepAlert failure={resend.failure} />}
      <div className="form-actions">
        <Button type="submit" disabled={form.sending} busy={form.sending}>
          {form.sending ? 'Saving…' : 'Save my new password'}
        </Button>
        {email && (
          <button type="button" className="link-button" disabled={resend.sending} onClick={() => dispatch(passwordResetRequested({ email }))}>
            Send a new code
          </button>
        )}
      </div>
      <StepStatus>{form.sending ? 'Saving your new password…' : resend.sending ? 'Sending a new code…' : ''}</StepStatus>
    </form>
  );
}
