import { ANALYTICS_BATCH_MAX, ANALYTICS_DEBOUNCE_MS } from '@lease/domain';
import { createAnalyticsQueue, type SendOutcome, type SweepBatch } from './analytics-queue';
import type { WireEvent } from './site-event';

// The queue alone, with a sender that records what it was given and answers as each test says.

const event = (n: number) => ({ id: `event-${n}`, event: 'page_view' }) as WireEvent;
const idsOf = (batch: SweepBatch) => batch.events.map((sent) => sent.id);

function queueWith(answers: SendOutcome[] = [], beacon: (batch: SweepBatch) => boolean = () => true) {
  const sent: SweepBatch[] = [];
  let batches = 0;
  const queue = createAnalyticsQueue({
    send: async (batch) => {
      sent.push({ ...batch, events: [...batch.events] });
      return answers.shift() ?? 'sent';
    },
    beacon,
    newBatchId: () => `batch-${++batches}`,
  });
  return { queue, sent };
}

describe('the analytics queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends nothing before 5000 ms without a new event, then one batch of everything waiting', async () => {
    const { queue, sent } = queueWith();

    queue.add(event(1));
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS - 1000);
    queue.add(event(2));
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);

    await jest.advanceTimersByTimeAsync(1);
    expect(sent.map(idsOf)).toEqual([['event-1', 'event-2']]);
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it('sends at once when 100 events wait, and the rest after the debounce', async () => {
    const { queue, sent } = queueWith();

    for (let n = 1; n <= ANALYTICS_BATCH_MAX + 1; n++) queue.add(event(n));
    await jest.advanceTimersByTimeAsync(0);

    expect(sent.map((batch) => batch.events.length)).toEqual([ANALYTICS_BATCH_MAX]);
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS);
    expect(sent.map(idsOf)[1]).toEqual([`event-${ANALYTICS_BATCH_MAX + 1}`]);
  });

  it('sends a failed batch once more with the same batch id, then drops it', async () => {
    const { queue, sent } = queueWith(['retry', 'retry']);

    queue.add(event(1));
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS);
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS);
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS * 5);

    expect(sent.map((batch) => batch.batchId)).toEqual(['batch-1', 'batch-1']);
    expect(sent.map(idsOf)).toEqual([['event-1'], ['event-1']]);
  });

  it('retries beside the next batch without mixing the two', async () => {
    const { queue, sent } = queueWith(['retry']);

    queue.add(event(1));
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS);
    queue.add(event(2));
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS);

    expect(sent.map((batch) => [batch.batchId, idsOf(batch)])).toEqual([
      ['batch-1', ['event-1']],
      ['batch-1', ['event-1']],
      ['batch-2', ['event-2']],
    ]);
  });

  it('does not retry a batch the API refused for good, nor let a sender that throws escape', async () => {
    const refused = queueWith(['drop']);
    refused.queue.add(event(1));
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS * 3);
    expect(refused.sent).toHaveLength(1);

    const attempts: string[] = [];
    const throwing = createAnalyticsQueue({
      send: async (batch) => {
        attempts.push(batch.batchId);
        throw new Error('offline');
      },
      beacon: () => true,
      newBatchId: () => 'only',
    });
    throwing.add(event(1));
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS * 3);
    expect(attempts).toEqual(['only', 'only']);
  });

  it('beacons everything waiting when the page is hidden, a batch still to retry under its own id', async () => {
    const beacons: SweepBatch[] = [];
    const { queue, sent } = queueWith(['retry'], (batch) => beacons.push({ ...batch, events: [...batch.events] }) > 0);
    queue.add(event(1));
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS);
    queue.add(event(2));

    queue.pageHidden();

    expect(beacons.map((batch) => [batch.batchId, idsOf(batch)])).toEqual([
      ['batch-1', ['event-1']],
      ['batch-2', ['event-2']],
    ]);
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it('cuts a page’s last events into beacons the browser accepts, and sends by fetch what a beacon refused', async () => {
    const beacons: SweepBatch[] = [];
    const sent: SweepBatch[] = [];
    let batches = 0;
    const queue = createAnalyticsQueue({
      send: async (batch) => (sent.push(batch), 'sent'),
      beacon: (batch) => (beacons.push(batch), batch.events.length < 3),
      newBatchId: () => `batch-${++batches}`,
      beaconMaxChars: 3 * JSON.stringify(event(1)).length + 3,
    });
    for (let n = 1; n <= 7; n++) queue.add(event(n));

    queue.pageHidden();
    await jest.advanceTimersByTimeAsync(0);

    expect(beacons.map(idsOf)).toEqual([
      ['event-1', 'event-2', 'event-3'],
      ['event-4', 'event-5', 'event-6'],
      ['event-7'],
    ]);
    expect(sent.map((batch) => batch.batchId)).toEqual(['batch-1', 'batch-2']);
  });

  it('forgets what has not left yet when told to, keeping what it is told to keep', async () => {
    const { queue, sent } = queueWith();
    queue.add(event(1));
    queue.add({ ...event(2), event: 'consent_decided' });

    queue.discard((waiting) => waiting.event === 'consent_decided');
    await jest.advanceTimersByTimeAsync(ANALYTICS_DEBOUNCE_MS);

    expect(sent.map(idsOf)).toEqual([['event-2']]);
  });
});
