import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { signOutRequested } from './auth-actions';
import './auth-pages.css';

/** `/logout` (spec §2): signs out, then goes home (features/auth/session-saga.ts). */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  usePageMeta({ title: 'Signing you out', description: 'Signing you out of your account.' });

  useEffect(() => {
    dispatch(signOutRequested());
  }, [dispatch]);

  return (
    <section className="container auth-page" aria-labelledby="auth-page-heading">
      <h1 id="auth-page-heading">Signing you out…</h1>
      <p role="status">
        <span className="button__spinner auth-page__spinner" aria-hidden="true" />
        You’ll be on the home page in a moment.
      </p>
    </section>
  );
}
