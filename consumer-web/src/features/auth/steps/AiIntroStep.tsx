import { Link } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { authModalClosed } from '../../user/user-slice';
import { StepHeading, StepNotice } from '../StepParts';

/**
 * Spec §2 ai-intro: what a new account meets first. The AI-assisted search is a later issue, so this says what
 * it will do and what the search box does today, rather than promise what is not there yet.
 */
export function AiIntroStep() {
  const dispatch = useAppDispatch();
  const close = () => dispatch(authModalClosed());
  return (
    <div className="auth-step">
      <StepHeading>Welcome: your account is ready</StepHeading>
      <StepNotice />
      <p>
        Soon you’ll be able to describe the car you need in your own words (“an electric SUV for a family of five, under £400 a month”)
        and our AI-assisted search will find the deals that fit and say why.
      </p>
      <p>Until then, the search box takes a make, a model or a feature, and the filters do the rest.</p>
      <div className="form-actions">
        <Link className="button button--primary" to="/car-leasing/search" onClick={close}>
          Start searching
        </Link>
        <Button type="button" variant="ghost" onClick={close}>
          Not now
        </Button>
      </div>
    </div>
  );
}
