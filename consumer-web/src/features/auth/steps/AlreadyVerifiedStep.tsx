import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { authStepChanged } from '../../user/user-slice';
import { StepHeading } from '../StepParts';

/** Spec §2 already-verified: a code was asked for an account that needs none. */
export function AlreadyVerifiedStep() {
  const dispatch = useAppDispatch();
  return (
    <div className="auth-step">
      <StepHeading>Your account is already verified</StepHeading>
      <p>There’s nothing more to confirm: sign in with your email address and password.</p>
      <div className="form-actions">
        <Button type="button" onClick={() => dispatch(authStepChanged({ step: 'login' }))}>
          Sign in
        </Button>
      </div>
    </div>
  );
}
