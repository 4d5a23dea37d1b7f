interface Waiter<Value> {
  resolve(value: Value | undefined): void;
  reject(reason: unknown): void;
}

/**
 * Coalesces the lookups asked for in one turn of the event loop into one call of `load`. A worker that composes a
 * batch of messages side by side asks for each message's key on its own; the database then answers them all in one
 * round trip instead of one each, and on this machine a round trip's socket write costs more than the query
 * (docs/decisions.md). A lone lookup waits one turn for company. A key `load` does not answer resolves undefined;
 * a failed load fails every lookup it carried.
 */
export function batchLookups<Key, Value>(load: (keys: Key[]) => Promise<Map<Key, Value>>): (key: Key) => Promise<Value | undefined> {
  let gathering: Map<Key, Waiter<Value>[]> | null = null;
  const run = async (batch: Map<Key, Waiter<Value>[]>) => {
    try {
      const found = await load([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };
  return (key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      if (!gathering) {
        const batch = new Map<Key, Waiter<Value>[]>();
        gathering = batch;
        // After this turn's promise continuations, so every lookup they ask for joins the batch.
        setImmediate(() => {
          gathering = null;
          void run(batch);
        });
      }
      const waiters = gathering.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else gathering.set(key, [{ resolve, reject }]);
    });
}
