import { runEventStoreContract } from '../contract/event-store-contract';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';

// EventStoreDB cannot run on the development machines, so the contract runs only where a server is named:
// EVENTSTORE_URL=esdb://localhost:2113?tls=false npx jest event-store
const url = process.env.EVENTSTORE_URL;

if (url) {
  runEventStoreContract('EventStoreDB', async () => {
    const store = createEventStoreDbEventStore(url);
    return { store, cleanup: () => store.close() };
  });
} else {
  test('an EventStoreDB connection string must be esdb://, and the error shows no credentials', async () => {
    const attempt = () => createEventStoreDbEventStore('postgres://lease:s3cret@postgres:5432/lease');
    expect(attempt).toThrow(/esdb:\/\/.*\(got postgres:\)/);
    expect(attempt).not.toThrow(/s3cret/);
    const store = createEventStoreDbEventStore('esdb://localhost:2113?tls=false');
    await expect(store.close()).resolves.toBeUndefined();
  });
}
