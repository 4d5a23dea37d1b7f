import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { AiSearchBox } from '../../search/AiSearchBox';
import { authModalClosed } from '../../user/user-slice';
import { StepHeading, StepNotice } from '../StepParts';

/**
 * Spec §2 ai-intro: what a new account meets first. It introduces the AI-assisted search with its box, so the
 * first thing a new member can do is describe what they want.
 */
export function AiIntroStep() {
  const dispatch = useAppDispatch();
  const close = () => dispatch(authModalClosed());
  return (
    <div className="auth-step">
      <StepHeading>Welcome: your account is ready</StepHeading>
      <StepNotice />
      <p>
        Describe the car or van you need in your own words (“an electric SUV for a family of five, under £400 a month”) and we’ll find the deals
        that fit. We show how we read every word, so you can remove or change anything we got wrong, then refine it: “cheaper”, “make it a Kia”.
      </p>
      <AiSearchBox onSearch={close} />
      <div className="form-actions">
        <Button type="button" variant="ghost" onClick={close}>
          Not now
        </Button>
      </div>
    </div>
  );
}
