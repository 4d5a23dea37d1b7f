import { lazy, useState, type ComponentType } from 'react';

/**
 * A component from a chunk loaded on demand, which renders at once when its chunk came before it mounted. Through
 * React.lazy alone it would suspend once even then, and React holds a Suspense boundary's content back for 300 ms
 * after its fallback (its throttle on reveals): on a first visit that was the largest paint's single biggest delay.
 * `preload` starts the load (once); mounting before it is in suspends, as React.lazy does.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | null = null;
  let started: Promise<ComponentType<P>> | null = null;
  const preload = () => (started ??= load().then((component) => (ready = component)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    // Which of the two it is, chosen as it mounts and kept while it stays: a component that changed type under it
    // would lose its state.
    const [Shown] = useState<ComponentType<P>>(() => ready ?? Lazy);
    return <Shown {...props} />;
  }
  return { Component: Preloadable, preload };
}
