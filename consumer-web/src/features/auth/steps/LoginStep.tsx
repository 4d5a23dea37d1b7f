import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { authStepChanged, selectAuthEmail } from '../../user/user-slice';
import { signInRequested } from '../auth-actions';
import { SIGNING_IN } from '../flow-names';
import { PasswordField } from '../PasswordField';
import { SocialButtons } from '../SocialButtons';
import { StepAlert, StepHeading, StepStatus } from '../StepParts';
import { useStepForm } from '../use-step-form';
import { problems, required } from '../validate-auth';

type Field = 'email' | 'password';

/** Spec §2 login: email and password (the policy is for new passwords only), or Google or Facebook. */
export function LoginStep() {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectAuthEmail);
  const form = useStepForm<Field>(
    SIGNING_IN,
    { email: email ?? '', password: '' },
    (values) => problems({ email: required(values.email, 'email address'), password: required(values.password, 'password') }),
    ['password'],
  );

  return (
    <form className="auth-step" noValidate onSubmit={form.onSubmit((values) => dispatch(signInRequested(values)))}>
      <StepHeading>Sign in</StepHeading>
      <SocialButtons />
      <p className="auth-step__or">or with your email</p>
      <TextField label="Email address" type="email" autoComplete="username" required {...form.field('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...form.field('password')} />
      <p className="auth-step__switch">
        <button type="button" className="link-button" onClick={() => dispatch(authStepChanged({ step: 'forgot-password', email: form.values.email.trim() || null }))}>
          Forgot password?
        </button>
      </p>
      <StepAlert failure={form.failure} unplaced={form.unplaced} />
      <div className="form-actions">
        <Button type="submit" disabled={form.sending} busy={form.sending}>
          {form.sending ? 'Signing in…' : 'Sign in'}
        </Button>
        <button type="button" className="link-button" onClick={() => dispatch(authStepChanged({ step: 'pre-register' }))}>
          New here? Create an account
        </button>
      </div>
      <StepStatus>{form.sending ? 'Signing you in…' : ''}</StepStatus>
    </form>
  );
}
