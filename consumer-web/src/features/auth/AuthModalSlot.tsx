import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectAuthModalStep } from '../user/user-slice';

// The modal, its steps and their workers load when it first opens, so no page's first load carries them.
const AuthModal = lazy(async () => ({ default: (await import('./auth-on-demand')).AuthModal }));

/** Where the root layout keeps the authentication modal: nothing at all while it is closed. */
export function AuthModalSlot() {
  const open = useAppSelector((state) => selectAuthModalStep(state) !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
