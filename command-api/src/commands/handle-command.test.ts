import { priceAlertDecider, priceAlertStream, type PriceAlertCommand } from '@lease/domain';
import { PostgresEventStore } from '@lease/event-store';
import { createTestDatabase } from '../../../test-support/database';
import { handleCommands } from './handle-command';

// A decided event is checked against its schema before it is appended: an event the stream's next read would
// refuse would lock that person's stream for every later command.

const NOW = new Date('2026-12-01T10:00:00Z');
const metadata = () => ({ correlationId: 'c', causationId: 'c', actor: 'system', occurredAt: NOW.toISOString(), source: { app: 'test', version: '1' } });

let store: PostgresEventStore;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  store = new PostgresEventStore({ connectionString: database.url });
  await store.migrate();
});
afterAll(async () => {
  await store.close();
  await drop();
});

test('an event its schema refuses is never written, and the stream stays usable', async () => {
  const stream = priceAlertStream('user-1');
  const profile = { leaseType: 2 as const, term: 36, mileage: 10000, initialPaymentInMonths: null };
  const set: PriceAlertCommand = { type: 'SetPriceAlert', vehicleId: 101, profile, targetPence: null, priceWhenSetPence: 23_500 };
  await handleCommands(store, { stream, decider: priceAlertDecider, commands: [set], metadata, now: NOW });
  // A recipient must be sealed; a plain address is refused before it reaches the log.
  const unsealed: PriceAlertCommand = { type: 'NoticePriceDrop', vehicleId: 101, dealId: 1, pricePence: 22_000, personId: 'person-1', recipient: 'amy@example.com' };
  await expect(handleCommands(store, { stream, decider: priceAlertDecider, commands: [unsealed], metadata, now: NOW })).rejects.toThrow(/sealed/);
  expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['PriceAlertSet']);
  const removed = await handleCommands(store, { stream, decider: priceAlertDecider, commands: [{ type: 'RemovePriceAlert', vehicleId: 101 }], metadata, now: NOW });
  expect(removed.events.map((event) => event.type)).toEqual(['PriceAlertRemoved']);
});
