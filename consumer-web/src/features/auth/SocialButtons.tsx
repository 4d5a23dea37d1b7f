import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { socialSignInChosen } from './auth-actions';

/** Sign-in with Google or Facebook (spec §6): both sign in an existing account and make a new one. */
export function SocialButtons() {
  const dispatch = useAppDispatch();
  return (
    <div className="auth-step__choices">
      <Button type="button" variant="ghost" onClick={() => dispatch(socialSignInChosen('google'))}>
        Continue with Google
      </Button>
      <Button type="button" variant="ghost" onClick={() => dispatch(socialSignInChosen('facebook'))}>
        Continue with Facebook
      </Button>
    </div>
  );
}
