import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from '../routing/router';

// Where each page of this tab was scrolled to, kept across a reload (the browser's own restoration is turned off:
// it would scroll before the app has painted the page).
const STORAGE_KEY = 'lease-scroll-positions';
const KEPT = 50;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT)));
  } catch {
    // Storage full or refused: back still works within this page's life.
  }
}

/**
 * Back and forward return to where the page was scrolled; any other move starts at the top, or at the address's
 * #fragment. Each history entry's position is kept under its key, as the browser keeps them.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const action = useNavigationType();
  // Read once, on the first render; the map is kept in place from then on.
  const [positions] = useState(readPositions);
  const shownKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.delete(shownKey.current);
        positions.set(shownKey.current, window.scrollY);
      });
    };
    const onPageHide = () => writePositions(positions);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [positions]);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    const saved = positions.get(location.key);
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [positions, location.key, location.hash, action]);

  return null;
}
