import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { authStepChanged, selectAuthEmail } from '../../user/user-slice';
import { StepHeading } from '../StepParts';

/**
 * Spec §2 password reset email sent. The API answers alike whether or not the address has an account (so nobody
 * can learn who has one), and this step says the same.
 */
export function ResetEmailSentStep() {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectAuthEmail);
  return (
    <div className="auth-step">
      <StepHeading>Check your email</StepHeading>
      <p>
        If <strong>{email}</strong> has an account with us, we’ve sent it a six-digit code to reset the password.
      </p>
      <div className="form-actions">
        <Button type="button" onClick={() => dispatch(authStepChanged({ step: 'new-password' }))}>
          Enter my code
        </Button>
        <button type="button" className="link-button" onClick={() => dispatch(authStepChanged({ step: 'forgot-password' }))}>
          Use another email address
        </button>
      </div>
    </div>
  );
}
