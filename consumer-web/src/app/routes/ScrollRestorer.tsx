import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

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
  const positions = useRef<Map<string, number> | null>(null);
  const shownKey = useRef(location.key);

  useEffect(() => {
    positions.current ??= readPositions();
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.current?.delete(shownKey.current);
        positions.current?.set(shownKey.current, window.scrollY);
      });
    };
    const onPageHide = () => positions.current && writePositions(positions.current);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    shownKey.current = location.key;
    const saved = positions.current.get(location.key);
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);

  return null;
}
