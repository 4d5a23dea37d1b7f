import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { authStepChanged } from '../../user/user-slice';
import { registrationRequested } from '../auth-actions';
import { SIGNING_UP } from '../flow-names';
import { PasswordField } from '../PasswordField';
import { StepAlert, StepHeading, StepStatus } from '../StepParts';
import { useStepForm } from '../use-step-form';
import { newPasswordIssue, PASSWORD_RULE, problems, required } from '../validate-auth';

type Field = 'email' | 'password' | 'firstName' | 'lastName';

/** Spec §2 register: the account's email, password and name; a code is emailed next. */
export function RegisterStep() {
  const dispatch = useAppDispatch();
  const form = useStepForm<Field>(
    SIGNING_UP,
    { email: '', password: '', firstName: '', lastName: '' },
    (values) =>
      problems({
        email: required(values.email, 'email address'),
        password: newPasswordIssue(values.password, values.email),
        firstName: required(values.firstName, 'first name'),
        lastName: required(values.lastName, 'last name'),
      }),
    ['password'],
  );
  const emailTaken = form.failure?.code === 'EMAIL_TAKEN';

  return (
    <form className="auth-step" noValidate onSubmit={form.onSubmit((values) => dispatch(registrationRequested(values)))}>
      <StepHeading>Sign up with email</StepHeading>
      <TextField label="Email address" type="email" autoComplete="email" required {...form.field('email')} />
      {emailTaken && (
        <p className="auth-step__switch">
          <button type="button" className="link-button" onClick={() => dispatch(authStepChanged({ step: 'login', email: form.values.email.trim() }))}>
            Sign in to that account
          </button>
        </p>
      )}
      <PasswordField label="Password" autoComplete="new-password" required hint={PASSWORD_RULE} {...form.field('password')} />
      <div className="field-pair field-pair--early">
        <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
      </div>
      <StepAlert failure={form.failure} unplaced={form.unplaced} />
      <div className="form-actions">
        <Button type="submit" disabled={form.sending} busy={form.sending}>
          {form.sending ? 'Creating your account…' : 'Create my account'}
        </Button>
        <button type="button" className="link-button" onClick={() => dispatch(authStepChanged({ step: 'pre-register' }))}>
          Other ways to sign up
        </button>
      </div>
      <StepStatus>{form.sending ? 'Creating your account…' : ''}</StepStatus>
    </form>
  );
}
