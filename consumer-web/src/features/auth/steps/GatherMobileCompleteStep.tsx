import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { authStepChanged } from '../../user/user-slice';
import { StepHeading } from '../StepParts';

/** Spec §2 gather mobile complete; a first sign-up then meets the AI search. */
export function GatherMobileCompleteStep() {
  const dispatch = useAppDispatch();
  return (
    <div className="auth-step">
      <StepHeading>Your number is saved</StepHeading>
      <p>You can change it any time in your account details.</p>
      <div className="form-actions">
        <Button type="button" onClick={() => dispatch(authStepChanged({ step: 'ai-intro' }))}>
          Continue
        </Button>
      </div>
    </div>
  );
}
