import type { Task } from 'redux-saga';

// Every store's root saga, while it runs. A store lives as long as its page; in tests, many stores share one
// module registry and one `fetch`, and a saga left waiting (a debounced search, a retry's back-off) would act
// inside the next test's world. The web test setup ends them after each test (test-support/web-setup.ts).
const running = new Set<Task>();

export function storeStarted(task: Task): void {
  running.add(task);
  const done = () => running.delete(task);
  task.toPromise().then(done, done);
}

/** Cancels every running store's sagas: what they were waiting for (timers, requests) then does nothing. */
export function stopAllStores(): void {
  for (const task of running) task.cancel();
  running.clear();
}
