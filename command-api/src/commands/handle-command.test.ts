import { priceAlertDecider, priceAlertStream, type PriceAlertCommand } from '@lease/domain';
import { PostgresEventStore } from '@lease/event-store';
import { createTestDatabase } from '../../../test-support/database';
import { handleCommandBatch, handleCommands, loadStates } from './handle-command';

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

test('a batch of commands to many streams: each decided on what its caller read, each answered on its own', async () => {
  const profile = { leaseType: 2 as const, term: 36, mileage: 10000, initialPaymentInMonths: null };
  const set = (vehicleId: number): PriceAlertCommand => ({ type: 'SetPriceAlert', vehicleId, profile, targetPence: null, priceWhenSetPence: 23_500 });
  const [quiet, moved, refused, unchanged] = ['batch-1', 'batch-2', 'batch-3', 'batch-4'].map(priceAlertStream);
  await handleCommands(store, { stream: unchanged!, decider: priceAlertDecider, commands: [set(7)], metadata, now: NOW });
  const known = await loadStates(store, [quiet!, moved!, refused!, unchanged!], priceAlertDecider);
  // Another writer moves one stream on after it was read: that command is decided again on the stream as it is now.
  await handleCommands(store, { stream: moved!, decider: priceAlertDecider, commands: [set(8)], metadata, now: NOW });

  const envelope = (stream: string, command: PriceAlertCommand) => ({ stream, decider: priceAlertDecider, commands: [command], metadata: metadata(), now: NOW, known: known.get(stream)! });
  const answers = await handleCommandBatch(store, [
    envelope(quiet!, set(1)),
    envelope(moved!, set(2)),
    // Setting again the alert that is set changes nothing; removing one nobody set is refused by the decider.
    envelope(unchanged!, set(7)),
    envelope(refused!, { type: 'RemovePriceAlert', vehicleId: 99 }),
  ]);

  expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
  const events = (index: number) => (answers[index] as PromiseFulfilledResult<{ events: { type: string }[] }>).value.events.map((event) => event.type);
  expect([events(0), events(1), events(2)]).toEqual([['PriceAlertSet'], ['PriceAlertSet'], []]);
  expect((answers[3] as PromiseRejectedResult).reason).toBeInstanceOf(Error);
  const streams = await store.readStreams([quiet!, moved!, refused!, unchanged!]);
  expect([...streams.values()].map((stream) => stream.map((event) => (event.data as { vehicleId: number }).vehicleId))).toEqual([[1], [8, 2], [], [7]]);
});
