import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { authStepChanged, selectAuthEmail } from '../../user/user-slice';
import { passwordResetRequested } from '../auth-actions';
import { SENDING_PASSWORD_RESET } from '../flow-names';
import { StepAlert, StepHeading, StepStatus } from '../StepParts';
import { useStepForm } from '../use-step-form';
import { problems, required } from '../validate-auth';

/** Spec §2 forgot password: the address a reset code goes to. */
export function ForgotPasswordStep() {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectAuthEmail);
  const form = useStepForm<'email'>(SENDING_PASSWORD_RESET, { email: email ?? '' }, (values) => problems({ email: required(values.email, 'email address') }));

  return (
    <form className="auth-step" noValidate onSubmit={form.onSubmit((values) => dispatch(passwordResetRequested(values)))}>
      <StepHeading>Reset your password</StepHeading>
      <p>Enter the email address of your account and we’ll send you a code to choose a new password.</p>
      <TextField label="Email address" type="email" autoComplete="email" required {...form.field('email')} />
      <StepAlert failure={form.failure} unplaced={form.unplaced} />
      <div className="form-actions">
        <Button type="submit" disabled={form.sending} busy={form.sending}>
          {form.sending ? 'Sending…' : 'Send me a code'}
        </Button>
        <button type="button" className="link-button" onClick={() => dispatch(authStepChanged({ step: 'login' }))}>
          Back to sign in
        </button>
      </div>
      <StepStatus>{form.sending ? 'Sending your code…' : ''}</StepStatus>
    </form>
  );
}
