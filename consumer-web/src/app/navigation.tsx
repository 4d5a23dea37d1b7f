import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from './routing/router';

/**
 * The router's moves for code outside React (the sagas, and tests that drive pages). `navigate` settles once the
 * new page is shown: the router moves inside a transition, so the old page stays until the new one is ready, and a
 * saga that waits knows the old page is gone (sign-out takes the person home before clearing them).
 */
export interface SiteNavigation {
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void>;
  /** The location shown now; null until the router has rendered. */
  readonly location: Location | null;
  /** Called by NavigationBridge on each page shown. */
  shown(navigate: NavigateFunction, location: Location): void;
}

export function createNavigation(): SiteNavigation {
  let move: NavigateFunction | null = null;
  let current: Location | null = null;
  // Moves asked before the router's first render go once it has rendered.
  const queued: (() => void)[] = [];
  let waiting: { from: string | undefined; settle: () => void }[] = [];
  return {
    navigate(to, options) {
      return new Promise<void>((settle) => {
        const go = () => {
          waiting.push({ from: current?.key, settle });
          if (typeof to === 'number') void move?.(to);
          else void move?.(to, options);
        };
        if (move) go();
        else queued.push(go);
      });
    },
    get location() {
      return current;
    },
    shown(navigate, location) {
      move = navigate;
      current = location;
      const settled = waiting.filter((wait) => wait.from !== location.key);
      waiting = waiting.filter((wait) => wait.from === location.key);
      settled.forEach((wait) => wait.settle());
      queued.splice(0).forEach((go) => go());
    },
  };
}

/** Hands the router's navigate and each location shown to a SiteNavigation. */
export function NavigationBridge({ navigation }: { navigation: SiteNavigation }) {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => navigation.shown(navigate, location), [navigation, navigate, location]);
  return null;
}
