import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { authStepChanged } from '../../user/user-slice';
import { mobileNumberSubmitted } from '../auth-actions';
import { SAVING_MOBILE } from '../flow-names';
import { StepAlert, StepHeading, StepNotice, StepStatus } from '../StepParts';
import { useStepForm } from '../use-step-form';
import { mobileIssue, problems } from '../validate-auth';

/**
 * Spec §2 gather mobile: asked once, after a first sign-in with Google or Facebook, which give no phone number.
 * It can wait: "Not now" moves on.
 */
export function GatherMobileStep() {
  const dispatch = useAppDispatch();
  const form = useStepForm<'phoneNumber'>(SAVING_MOBILE, { phoneNumber: '' }, (values) => problems({ phoneNumber: mobileIssue(values.phoneNumber) }));

  return (
    <form className="auth-step" noValidate onSubmit={form.onSubmit((values) => dispatch(mobileNumberSubmitted(values)))}>
      <StepHeading>Add your mobile number</StepHeading>
      <StepNotice />
      <p>Suppliers call you back on it about the deals you ask about, and we text it a code when a request needs checking.</p>
      <TextField label="Mobile number" type="tel" autoComplete="tel" required {...form.field('phoneNumber')} />
      <StepAlert failure={form.failure} unplaced={form.unplaced} />
      <div className="form-actions">
        <Button type="submit" disabled={form.sending} busy={form.sending}>
          {form.sending ? 'Saving…' : 'Save my number'}
        </Button>
        <button type="button" className="link-button" onClick={() => dispatch(authStepChanged({ step: 'ai-intro' }))}>
          Not now
        </button>
      </div>
      <StepStatus>{form.sending ? 'Saving your number…' : ''}</StepStatus>
    </form>
  );
}
