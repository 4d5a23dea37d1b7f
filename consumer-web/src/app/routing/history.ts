import { createPath, parsePath, type Path } from './paths';

/** An entry of the session's history: its key tells two visits of one address apart (scroll positions are kept by it). */
export interface Location extends Path {
  key: string;
}

/** How the location shown was reached: a new entry, one replaced, or back and forward. */
export type NavigationType = 'PUSH' | 'REPLACE' | 'POP';

export interface History {
  readonly location: Location;
  readonly action: NavigationType;
  push(to: string): void;
  replace(to: string): void;
  go(delta: number): void;
  /** Told of each move; returns the way to stop. */
  listen(listener: () => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** What the site keeps in each entry's history.state: the entry's key and its place in the session. */
interface EntryState {
  key: string;
  idx: number;
}

function entryState(value: unknown): Partial<EntryState> {
  return typeof value === 'object' && value !== null ? (value as Partial<EntryState>) : {};
}

/**
 * The browser's session history. Each entry's state holds its key, so the key of an entry survives a reload and
 * back and forward (as React Router's did, in the same place: `{ key, idx }`).
 */
export function createBrowserHistory(): History {
  const listeners = new Set<() => void>();
  let action: NavigationType = 'POP';
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, key: entryState(window.history.state).key ?? 'default' };
  };
  let location = read();
  const known = entryState(window.history.state).idx;
  let idx = known ?? 0;
  if (known === undefined) window.history.replaceState({ ...entryState(window.history.state), key: location.key, idx }, '');
  const tell = () => listeners.forEach((listener) => listener());
  const move = (kind: 'PUSH' | 'REPLACE', to: string) => {
    const key = newKey();
    const url = createPath(parsePath(to));
    if (kind === 'PUSH') {
      try {
        window.history.pushState({ key, idx: idx + 1 }, '', url);
      } catch {
        // Too many entries or a state too large (Safari limits both): a full page load still gets there.
        window.location.assign(url);
        return;
      }
      idx += 1;
    } else window.history.replaceState({ key, idx }, '', url);
    action = kind;
    location = read();
    tell();
  };
  window.addEventListener('popstate', () => {
    action = 'POP';
    location = read();
    idx = entryState(window.history.state).idx ?? idx;
    tell();
  });
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (to) => move('PUSH', to),
    replace: (to) => move('REPLACE', to),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history held in memory (tests): its entries start as given, the last one shown. */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const listeners = new Set<() => void>();
  const entries: Location[] = (initialEntries.length ? initialEntries : ['/']).map((entry, at) => ({ ...parsePath(entry), key: at === 0 ? 'default' : newKey() }));
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  const tell = () => listeners.forEach((listener) => listener());
  return {
    get location(): Location {
      return entries[index] as Location;
    },
    get action() {
      return action;
    },
    push(to) {
      index += 1;
      entries.splice(index, entries.length, { ...parsePath(to), key: newKey() });
      action = 'PUSH';
      tell();
    },
    replace(to) {
      entries[index] = { ...parsePath(to), key: newKey() };
      action = 'REPLACE';
      tell();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      action = 'POP';
      tell();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
