import pg from 'pg';
import { START } from '../position';
import type {
  AllFilter,
  AppendOptions,
  AppendResult,
  BatchHandler,
  EventData,
  EventStore,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from '../types';
import { append, appendMany } from './append';
import { runMigrations } from './migrator';
import { Notifier, notificationPayload } from './notifier';
import { likePrefixes, readAllPage } from './read-all';
import { EVENT_COLUMNS, toPosition, toRecordedEvent, type EventRow } from './rows';
import { eventStoreMigrations, NOTIFY_CHANNEL } from './schema';
import { subscribePolling, type PollingOptions } from './subscription';
import { pgClientSettings, pgConnectionSettings, pgTimeouts, type PgTimeouts } from './timeouts';

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** Connections used for appends and reads. */
  poolSize?: number;
  polling?: Partial<PollingOptions>;
  /** Limits on waiting for the server (defaults in timeouts.ts): a stalled database fails calls, not hangs them. */
  timeouts?: Partial<PgTimeouts>;
}

export class PostgresEventStore implements EventStore {
  readonly pool: pg.Pool;
  private readonly notifier: Notifier;
  private waking: Promise<void> | null = null;
  private wakeAgain = false;
  /** The types appended since the last NOTIFY went out: the next one names them. */
  private appendedTypes = new Set<string>();
  private closing = false;
  private readonly polling: PollingOptions;
  private readonly subscriptions = new Set<Subscription>();
  private readonly timeouts: PgTimeouts;

  constructor(private readonly options: PostgresEventStoreOptions) {
    this.timeouts = pgTimeouts(options.timeouts);
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 10, ...pgClientSettings(this.timeouts) });
    // An idle client's error (e.g. the server restarting) must not crash the process; the pool replaces it.
    this.pool.on('error', () => undefined);
    this.notifier = new Notifier(options.connectionString, pgConnectionSettings(this.timeouts));
    this.polling = { pollIntervalMs: 1000, heldBackRetryMs: 15, otherTypesGapMs: 200, ...options.polling };
  }

  /** On a pool of its own without statement limits: DDL and the migrations' advisory lock may rightly take long. */
  async migrate(): Promise<string[]> {
    const pool = new pg.Pool({ connectionString: this.options.connectionString, max: 1, ...pgConnectionSettings(this.timeouts) });
    try {
      return await runMigrations(pool, 'event-store', eventStoreMigrations);
    } finally {
      await pool.end();
    }
  }

  async appendToStream(stream: string, events: readonly EventData[], options: AppendOptions): Promise<AppendResult> {
    const result = await append(this.pool, stream, events, options.expectedRevision);
    if (events.length > 0) this.wakeSubscribers(events.map((event) => event.type));
    return result;
  }

  async appendToStreams(appends: readonly StreamAppend[]): Promise<PromiseSettledResult<AppendResult>[]> {
    const results = await appendMany(this.pool, appends);
    const types = appends.filter((_, index) => results[index]!.status === 'fulfilled').flatMap((one) => one.events.map((event) => event.type));
    if (types.length > 0) this.wakeSubscribers(types);
    return results;
  }

  /**
   * Tells every LISTENing store (this process's and others') that events were committed. Sent after the commit,
   * not inside the append (schema.ts says why); one NOTIFY at a time, and one more if appends committed while it
   * was on its way, so a burst of appends costs a few notifications rather than one each. A NOTIFY with nothing
   * else in its transaction writes no WAL, so it waits for no disk. Lost, it costs only a poll interval. Each names
   * the event types committed since the one before, so subscriptions filtered to other types read less often
   * (subscription.ts).
   */
  private wakeSubscribers(types: readonly string[]): void {
    for (const type of types) this.appendedTypes.add(type);
    this.wakeAgain = true;
    if (this.waking || this.closing) return;
    this.waking = this.notifyWhileAsked();
  }

  /** Ends in the same step that sees no append asking, so an append's request cannot fall between the two. */
  private async notifyWhileAsked(): Promise<void> {
    while (this.wakeAgain && !this.closing) {
      this.wakeAgain = false;
      const types = this.appendedTypes;
      this.appendedTypes = new Set();
      await this.pool.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, notificationPayload(types)]).catch(() => undefined);
    }
    this.waking = null;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.from ?? (backwards ? 'end' : 'start');
    const params: unknown[] = [stream, options.limit ?? null];
    let bound = '';
    if (typeof from === 'bigint') {
      params.push(String(from));
      bound = `AND stream_revision ${backwards ? '<=' : '>='} $3::bigint`;
    } else if ((from === 'end' && !backwards) || (from === 'start' && backwards)) {
      // Forwards from the end (or backwards from the start) reads only the event at that end.
      bound = `AND stream_revision = (SELECT ${backwards ? 'min' : 'max'}(stream_revision) FROM es_events WHERE stream_name = $1)`;
    }
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_name = $1 ${bound}
       ORDER BY stream_revision ${backwards ? 'DESC' : 'ASC'} LIMIT $2`,
      params,
    );
    return rows.map(toRecordedEvent);
  }

  async readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const read = new Map(streams.map((stream) => [stream, [] as RecordedEvent[]]));
    if (streams.length === 0) return read;
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_name = ANY($1::text[]) ORDER BY stream_name, stream_revision`,
      [[...new Set(streams)]],
    );
    for (const row of rows) read.get(row.stream_name)!.push(toRecordedEvent(row));
    return read;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const from = options.from === 'start' || !options.from ? START : options.from;
    const page = await readAllPage(this.pool, from, options.limit ?? 1000, options.filter);
    return page.events;
  }

  subscribeToAll(options: SubscribeOptions, handler: BatchHandler): Subscription {
    const subscription = subscribePolling(this.pool, this.notifier, options, handler, this.polling);
    this.subscriptions.add(subscription);
    void subscription.done.catch(() => undefined).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async headPosition(): Promise<Position | null> {
    const { rows } = await this.pool.query<{ tx: string; seq: string }>(
      `SELECT transaction_id::text AS tx, seq FROM es_events
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id DESC, seq DESC LIMIT 1`,
    );
    return rows[0] ? toPosition(rows[0].tx, rows[0].seq) : null;
  }

  async countEventsAfter(from: Position | 'start', cap = 1_000_000, filter?: AllFilter): Promise<number> {
    const position = from === 'start' ? START : from;
    const { rows } = await this.pool.query<{ count: string }>(
      `SELECT count(*) AS count FROM (
         SELECT 1 FROM es_events WHERE (transaction_id, seq) > ($1::text::xid8, $2::bigint)
           AND ($4::text[] IS NULL OR event_type = ANY($4::text[]))
           AND ($5::text[] IS NULL OR stream_name LIKE ANY($5::text[]))
         LIMIT $3) t`,
      [String(position.commit), String(position.prepare), cap, filter?.eventTypes ?? null, likePrefixes(filter?.streamPrefixes)],
    );
    return Number(rows[0]!.count);
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.waking;
    await this.notifier.close();
    await this.pool.end();
  }
}
