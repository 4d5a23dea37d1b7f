import { useEffect } from 'react';
import { Outlet, useLocation } from '../../app/routing/router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { Button } from '../../ui/Button';
import { selectIsAuthenticated, selectUserName, signInRequired } from '../user/user-slice';
import { AccountMenu } from './AccountMenu';
import './loco-space.css';

/**
 * The account area (spec §2, §6: it needs sign-in). A visitor who arrives signed out gets the sign-in step, with
 * this page remembered as where to come back to; once signed in, the same page shows the section they asked for.
 * Someone signed out while here (a session that expired, an erased account on its way home) is not pressed with
 * the modal: the page says why it shows nothing and offers to sign in.
 */
export function LocoSpaceLayout() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const userName = useAppSelector(selectUserName);
  const { pathname, search } = useLocation();
  const askToSignIn = () => dispatch(signInRequired({ redirectUrl: `${pathname}${search}` }));

  useEffect(() => {
    if (!signedIn) askToSignIn();
  }, []);

  if (!signedIn) return <SignInNeeded onSignIn={askToSignIn} />;

  return (
    <div className="container loco-space">
      <header className="loco-space__header">
        <p className="loco-space__greeting">{userName ? `Hello, ${userName}` : 'Your account'}</p>
      </header>
      <AccountMenu />
      <div className="loco-space__section">
        <Outlet />
      </div>
    </div>
  );
}

function SignInNeeded({ onSignIn }: { onSignIn: () => void }) {
  usePageMeta({ title: 'Sign in to your account', description: 'Sign in to see your account details, enquiries and preferences.' });
  return (
    <section className="container loco-space loco-space--signed-out" aria-labelledby="loco-space-sign-in">
      <h1 id="loco-space-sign-in">Sign in to see your account</h1>
      <p>Your details, your enquiries and your preferences are here once you’ve signed in.</p>
      <Button type="button" onClick={onSignIn}>
        Sign in
      </Button>
    </section>
  );
}
