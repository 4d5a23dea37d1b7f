import { useEffect, useState } from 'react';
import { useLocation } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { VERIFY_LINK_MESSAGES, VERIFY_LINK_TOKEN_PATTERN } from '@lease/domain';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { Button } from '../../ui/Button';
import { authModalOpened, selectIsAuthenticated } from '../user/user-slice';
import { verifyLinkOpened } from './auth-actions';
import { AUTO_VERIFYING_USER } from './verify-link-flow';
import './auth-pages.css';

/** The token the email's link carries after `#token=`: the fragment never reaches a server's logs. */
function useLinkToken(): string | null {
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token')?.trim() ?? '';
  return VERIFY_LINK_TOKEN_PATTERN.test(token) ? token : null;
}

const HEADINGS: Record<string, string> = {
  LINK_USED: 'Your email address is already confirmed',
  LINK_EXPIRED: 'This link has expired',
  LINK_INVALID: 'This link doesn’t work',
  VALIDATION_FAILED: 'This link doesn’t work',
};

/**
 * `/auth/verify-email#token=…`, the link in the verification email (spec §8 AUTO_VERIFYING_USER). Unlike the
 * newsletter's link it acts on arrival: the person asked for the account a moment ago, and a mail scanner that
 * follows it first only confirms an address that was theirs to confirm (the person is then told the link was used).
 */
export function VerifyEmailPage() {
  usePageMeta({ title: 'Confirm your email address', description: 'Confirming the email address of your Lease Deals account.' });
  const dispatch = useAppDispatch();
  const token = useLinkToken();
  // `sending` from the start: the page waits for the answer; `loading` past the loader delay (spec §9): the spinner.
  const { sending, loading, failure } = useFlow(AUTO_VERIFYING_USER);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (!token) return;
    dispatch(verifyLinkOpened({ token }));
    setAsked(true);
  }, [dispatch]);

  if (!token) return <LinkProblem heading={HEADINGS.LINK_INVALID!} message={VERIFY_LINK_MESSAGES.invalid} />;
  if (!asked || sending) {
    return (
      <section className="container auth-page" aria-labelledby="auth-page-heading" aria-busy={loading}>
        <h1 id="auth-page-heading">Confirming your email address…</h1>
        <p role="status">
          {loading && (
            <>
              <span className="button__spinner auth-page__spinner" aria-hidden="true" />
              One moment while we confirm it and sign you in.
            </>
          )}
        </p>
      </section>
    );
  }
  if (failure) {
    const heading = HEADINGS[failure.code];
    if (heading) return <LinkProblem heading={heading} message={failure.message} offerSignIn={!signedIn} />;
    return (
      <section className="container auth-page" aria-labelledby="auth-page-heading">
        <h1 id="auth-page-heading">We couldn’t confirm your email address</h1>
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
        <Button type="button" onClick={() => dispatch(verifyLinkOpened({ token }))}>
          Try again
        </Button>
      </section>
    );
  }
  return (
    <section className="container auth-page" aria-labelledby="auth-page-heading">
      <h1 id="auth-page-heading">Your email address is confirmed</h1>
      <p role="status">You’re signed in. Your saved deals, searches and price alerts now stay with your account.</p>
      <p>
        <Link to="/locospace/account-details">Go to your account</Link> or <Link to="/car-leasing/search">search car lease deals</Link>.
      </p>
    </section>
  );
}

function LinkProblem({ heading, message, offerSignIn = true }: { heading: string; message: string; offerSignIn?: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <section className="container auth-page" aria-labelledby="auth-page-heading">
      <h1 id="auth-page-heading">{heading}</h1>
      <p className="form-alert" role="alert">
        {message}
      </p>
      {offerSignIn ? (
        <Button type="button" onClick={() => dispatch(authModalOpened({ step: 'login' }))}>
          Sign in
        </Button>
      ) : (
        <Link to="/locospace/account-details">Go to your account</Link>
      )}
    </section>
  );
}
