import type { Subscription } from './types';

/**
 * A Subscription over a running read loop: `done` is the loop, `requestStop` tells it to finish. Callers that never
 * await `done` must not crash the process with an unhandled rejection, so one is attached here.
 */
export function subscriptionHandle(done: Promise<void>, requestStop: () => void): Subscription {
  done.catch(() => undefined);
  return {
    done,
    stop: async () => {
      requestStop();
      await done.catch(() => undefined);
    },
  };
}
