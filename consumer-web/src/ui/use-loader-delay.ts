import { useEffect, useState } from 'react';
import { LOADER_DELAY_MS } from '@lease/domain';

/**
 * Spec §9's loader delay for a view that loads outside the sagas: true once `waiting` has held for LOADER_DELAY_MS,
 * false again the moment it stops. A quick answer never flashes loading words or a busy state.
 */
export function useLoaderDelay(waiting: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(false);
    if (!waiting) return;
    const timer = setTimeout(() => setShown(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && shown;
}
