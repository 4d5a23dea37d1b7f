import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { authStepChanged } from '../../user/user-slice';
import { SocialButtons } from '../SocialButtons';
import { StepHeading } from '../StepParts';

/** Spec §2 pre-register: the ways in, before any form. */
export function PreRegisterStep() {
  const dispatch = useAppDispatch();
  return (
    <div className="auth-step">
      <StepHeading>Create your account</StepHeading>
      <p>Save searches, set price alerts and keep track of your enquiries. It’s free.</p>
      <SocialButtons />
      <div className="auth-step__choices">
        <Button type="button" onClick={() => dispatch(authStepChanged({ step: 'register' }))}>
          Sign up with email
        </Button>
      </div>
      <p className="auth-step__switch">
        <button type="button" className="link-button" onClick={() => dispatch(authStepChanged({ step: 'login' }))}>
          I already have an account
        </button>
      </p>
    </div>
  );
}
