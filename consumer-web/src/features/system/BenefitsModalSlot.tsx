import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';

// The modal loads when it first opens, so no page's first load carries it.
const BenefitsModal = lazy(async () => ({ default: (await import('./BenefitsModal')).BenefitsModal }));

/** Where the root layout keeps the benefits modal (spec §3 showBenefitsModal): nothing at all while it is closed. */
export function BenefitsModalSlot() {
  const open = useAppSelector((state) => state.system.showBenefitsModal);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BenefitsModal />
    </Suspense>
  );
}
