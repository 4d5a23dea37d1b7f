import { startEventStoreDbTestServer } from '../../../test-support/eventstoredb/server';
import { runEventStoreContract } from '../contract/event-store-contract';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';

// The contract through the real @eventstore/db-client, against the EventStoreDB test server (test-support/eventstoredb,
// a gRPC server on the client's own service definitions); and against a real server too when one is named:
// EVENTSTORE_URL=esdb://localhost:2113?tls=false npx jest event-store/src/eventstoredb
runEventStoreContract('EventStoreDB (test server, real client)', async () => {
  const server = await startEventStoreDbTestServer();
  const store = createEventStoreDbEventStore(server.url);
  return {
    store,
    cleanup: async () => {
      await store.close();
      await server.stop();
    },
  };
});

const url = process.env.EVENTSTORE_URL;
if (url) {
  runEventStoreContract(`EventStoreDB at EVENTSTORE_URL`, async () => {
    const store = createEventStoreDbEventStore(url);
    return { store, cleanup: () => store.close() };
  });
}

test('an EventStoreDB connection string must be esdb://, and the error shows no credentials', async () => {
  const attempt = () => createEventStoreDbEventStore('postgres://lease:s3cret@postgres:5432/lease');
  expect(attempt).toThrow(/esdb:\/\/.*\(got postgres:\)/);
  expect(attempt).not.toThrow(/s3cret/);
  const store = createEventStoreDbEventStore('esdb://localhost:2113?tls=false');
  await expect(store.close()).resolves.toBeUndefined();
});
