import { useEffect, useState } from 'react';
import { useSearchParams } from '../../app/routing/router';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { Button } from '../../ui/Button';
import { authModalOpened } from '../user/user-slice';
import { authLandingVisited } from './auth-actions';
import { CHECK_FOR_USER } from './token-saga';
import './auth-pages.css';

const PROVIDERS: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * What `/auth?error=` shows. The value comes from the provider by way of a link anyone can write, so it is never
 * shown as it is: a person who cancelled is told so, and any other error gets the same plain sentence.
 */
function landingError(error: string, provider: string | null): string {
  const name = provider ? PROVIDERS[provider] : undefined;
  if (error === 'access_denied') return `You chose not to sign in${name ? ` with ${name}` : ''}, so you’re not signed in.`;
  if (error === 'email_unverified') {
    return `${name ?? 'That provider'} hasn’t confirmed your email address, so we can’t use it to sign you in. Please sign up with your email address instead.`;
  }
  if (error === 'provider_not_configured') return `Signing in with ${name ?? 'that provider'} isn’t available right now. Please use your email address instead.`;
  return `We couldn’t sign you in${name ? ` with ${name}` : ''}. Please try again.`;
}

/**
 * `/auth`, where a sign-in that left the site lands (spec §2): the API has set the refresh cookie, and this page
 * swaps it for tokens, then goes on to where the sign-in started (features/auth/session-saga.ts).
 */
export function AuthLandingPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const error = params.get('error');
  const { sending, failure } = useFlow(CHECK_FOR_USER);
  const [asked, setAsked] = useState(false);
  usePageMeta({ title: 'Signing you in', description: 'Signing you in to your account.' });

  useEffect(() => {
    if (error) return;
    dispatch(
      authLandingVisited({
        isNew: params.get('new') === '1',
        redirectUrl: params.get('redirectUrl'),
        referralRefused: params.get('referral') === 'refused',
        provider: params.get('provider'),
      }),
    );
    setAsked(true);
  }, [dispatch]);

  const problem = error ? landingError(error, params.get('provider')) : asked && failure && !sending ? failure.message : null;
  return problem ? <SignInFailed message={problem} /> : <SignInProgress />;
}

/** The page a social sign-in start reaches when the API cannot offer that provider (it answers 404). */
function SignInProgress() {
  return (
    <section className="container auth-page" aria-labelledby="auth-page-heading">
      <h1 id="auth-page-heading">Signing you in…</h1>
      <p role="status">
        <span className="button__spinner auth-page__spinner" aria-hidden="true" />
        One moment while we fetch your account.
      </p>
    </section>
  );
}

function SignInFailed({ message }: { message: string }) {
  const dispatch = useAppDispatch();
  return (
    <section className="container auth-page" aria-labelledby="auth-page-heading">
      <h1 id="auth-page-heading">You’re not signed in</h1>
      <p className="form-alert" role="alert">
        {message}
      </p>
      <Button type="button" onClick={() => dispatch(authModalOpened({ step: 'login' }))}>
        Try again
      </Button>
    </section>
  );
}
