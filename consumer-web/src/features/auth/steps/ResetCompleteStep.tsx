import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { authStepChanged } from '../../user/user-slice';
import { StepHeading } from '../StepParts';

/** Spec §2 password reset complete. The API signed the account out everywhere, so sign-in comes next. */
export function ResetCompleteStep() {
  const dispatch = useAppDispatch();
  return (
    <div className="auth-step">
      <StepHeading>Your password has been changed</StepHeading>
      <p>For your safety we’ve signed your account out on every device. Sign in with your new password.</p>
      <div className="form-actions">
        <Button type="button" onClick={() => dispatch(authStepChanged({ step: 'login' }))}>
          Sign in
        </Button>
      </div>
    </div>
  );
}
