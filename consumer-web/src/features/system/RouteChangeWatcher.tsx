import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../../app/routing/router';
import { useAppDispatch } from '../../app/hooks';
import { routeChanged } from '../../app/route-changed';
import { firstRenderCompleted } from './system-slice';

/**
 * Tells the store about every completed navigation after the landing page: that ends the first render
 * (spec §4) and lets the every-page rules read the new query string (spec §2). Renders nothing.
 */
export function RouteChangeWatcher() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  // The landing location is compared by key rather than skipped with a ref flag: StrictMode runs effects twice
  // on mount, and the second run must not count as a navigation.
  const [landingKey] = useState(location.key);
  const hasNavigated = useRef(false);

  useEffect(() => {
    if (!hasNavigated.current && location.key === landingKey) return;
    hasNavigated.current = true;
    dispatch(firstRenderCompleted());
    dispatch(routeChanged(location.search));
  }, [dispatch, landingKey, location]);

  return null;
}
