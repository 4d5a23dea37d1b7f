import type { MikroORM } from '@mikro-orm/postgresql';
import { concatMap, from, interval, lastValueFrom, mergeMap, retry, Subscription as RxSubscription, toArray, timer } from 'rxjs';
import {
  dealId as dealIdOf,
  personIdForUser,
  PRICE_ALERT_EXPIRED_REASONS,
  priceAlertDecider,
  priceAlertStream,
  savedSearchDecider,
  savedSearchStream,
  ukHour,
  ukIsoDay,
  type Decider,
  type EventMetadata,
  type Offer,
} from '@lease/domain';
import type { EventStore, Position, RecordedEvent } from '@lease/event-store';
import {
  activeAlertsOn,
  alertContacts,
  alertsWithDrops,
  forgetSearchNews,
  pendingSearchNews,
  readReactorCheckpoint,
  recordQueryNews,
  storeReactorCheckpoint,
  type Logger,
  type SearchNews,
} from '@lease/projections';
import { handleCommands } from '../commands/handle-command';
import { projectionWaiter } from '../plugins/projection-waiter';
import { matchSavedSearches } from './saved-search-matching';
import { logBatches, type LogBatch } from './log-batches';

// The alert reactor: reads price feeds and withdrawals from the log, once the catalogue has applied them, and asks
// the price-alert streams to notice what changed for the people watching. It only asks: each stream's decider says
// whether this is news (one notice per drop), so asking twice after a crash is harmless. Saved searches match far
// more often (a make's search matches each of its deals that gets cheaper), so their matches are gathered in the
// reactor's own table and told to each search's stream a few seconds later (instant) or once a day (digest): one
// event per search per flush, not per feed batch. Its checkpoint is its own, not a projection's, so
// `projections rebuild` never makes it act on the past again.

export const ALERT_REACTOR = 'alert-reactor';
const WATCHED = ['PriceFeedPublished', 'PriceFeedChangesPublished', 'VehicleWithdrawn'];
/** Daily digests go out from this UK hour. */
export const DIGEST_HOUR = 8;
const DIGEST_CHECK_MS = 60_000;
/** Instant saved-search news is told this often: what a burst of feeds found for a search goes in one mail. */
const FLUSH_MS = 2_000;
/** Searches told per slice of a flush. */
const FLUSH_SEARCHES = 2_000;
/** People whose streams are written at once. */
const CONCURRENCY = 8;

export interface AlertReactorOptions {
  store: EventStore;
  orm: MikroORM;
  clock: () => Date;
  version: string;
  log: Logger;
  /** Reads of the log once live are at least this far apart (throughput over latency); default 100 ms. */
  liveBatchIntervalMs?: number;
  /** How often instant saved-search news is told; default 2 s. */
  flushIntervalMs?: number;
  /** Told after each batch is acted on, with how long acting took (metrics; the benchmark's per-batch figures). */
  onBatch?: (batch: { events: number; priceChanges: number; ms: number; phases: ReactPhases }) => void;
}

/** Where a batch's time went, in ms: alerts expired, drops noticed, saved queries matched, matches recorded. */
export interface ReactPhases {
  expire: number;
  drops: number;
  match: number;
  record: number;
}

export interface ReactorCounts {
  batches: number;
  priceChanges: number;
  notices: number;
  searchMatches: number;
}

interface FeedData {
  supplierId: number;
  vehicleId: number;
  effectiveAt: string;
  offers?: Offer[];
  upserted?: Offer[];
}

export class AlertReactor {
  private subscription: RxSubscription | undefined;
  readonly counts: ReactorCounts = { batches: 0, priceChanges: 0, notices: 0, searchMatches: 0 };
  private readonly acted = new Set<(position: Position) => void>();
  private lastActed: Position | null = null;

  /** Writes to the news table take turns: a batch's insert and a flush's delete, run together, deadlocked. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: AlertReactorOptions) {}

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work, work);
    this.turn = run.catch(() => undefined);
    return run;
  }

  start(): void {
    const { store, orm, log } = this.options;
    const batches = logBatches(store, {
      from: async () => (await readReactorCheckpoint(orm, ALERT_REACTOR)) ?? 'start',
      filter: { eventTypes: WATCHED },
      batchSize: 200,
      liveBatchIntervalMs: this.options.liveBatchIntervalMs ?? 100,
    }).pipe(
      concatMap((batch) => this.actOn(batch)),
      // A failure (the database away, a conflict that kept losing) starts again from the stored checkpoint.
      retry({ delay: (error: unknown) => (log.error({ err: error }, 'the alert reactor failed; resuming from its checkpoint'), timer(1_000)) }),
    );
    this.subscription = batches.subscribe();
    this.subscription.add(
      interval(this.options.flushIntervalMs ?? FLUSH_MS)
        .pipe(concatMap(() => this.tellInstantNews().catch((error: unknown) => log.error({ err: error }, 'telling saved searches failed; trying again'))))
        .subscribe(),
    );
    this.subscription.add(
      interval(DIGEST_CHECK_MS)
        .pipe(concatMap(() => this.sendDigestsIfDue().catch((error: unknown) => log.error({ err: error }, 'daily digests failed; trying again next minute'))))
        .subscribe(),
    );
  }

  async stop(): Promise<void> {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }

  /** Resolves once the reactor has acted on the log up to `position` (tests and the benchmark wait on it). */
  reached(position: Position): Promise<void> {
    const done = (at: Position | null) => at !== null && (at.commit > position.commit || (at.commit === position.commit && at.prepare >= position.prepare));
    if (done(this.lastActed)) return Promise.resolve();
    return new Promise((resolve) => {
      const check = (at: Position) => {
        if (!done(at)) return;
        this.acted.delete(check);
        resolve();
      };
      this.acted.add(check);
    });
  }

  private async actOn(batch: LogBatch): Promise<void> {
    try {
      const last = batch.events.at(-1);
      if (last) {
        // The catalogue must hold these feeds before their prices can be compared.
        const waiter = projectionWaiter(this.options.orm);
        while (!(await waiter.wait(['catalogue'], last.position, 5_000))) this.options.log.warn({}, 'the alert reactor is waiting for the catalogue projection');
        const started = performance.now();
        const changesBefore = this.counts.priceChanges;
        const phases = await this.react(batch.events);
        this.options.onBatch?.({ events: batch.events.length, priceChanges: this.counts.priceChanges - changesBefore, ms: performance.now() - started, phases });
      }
      await storeReactorCheckpoint(this.options.orm, ALERT_REACTOR, batch.checkpoint);
      this.counts.batches++;
      this.lastActed = batch.checkpoint;
      for (const check of [...this.acted]) check(batch.checkpoint);
    } finally {
      batch.ack();
    }
  }

  /** Acts on one batch of feeds and withdrawals, answering where its time went. */
  async react(events: readonly RecordedEvent[]): Promise<ReactPhases> {
    const withdrawn = new Set<number>();
    const feedVehicles = new Set<number>();
    const offered = new Map<number, string>();
    for (const event of events) {
      if (event.type === 'VehicleWithdrawn') {
        withdrawn.add((event.data as { vehicleId: number }).vehicleId);
        continue;
      }
      const feed = event.data as FeedData;
      feedVehicles.add(feed.vehicleId);
      for (const offer of feed.offers ?? feed.upserted ?? []) {
        offered.set(dealIdOf(feed.supplierId, feed.vehicleId, [offer[0], offer[1], offer[2], offer[3], offer[4]]), new Date(feed.effectiveAt).toISOString());
      }
    }
    this.counts.priceChanges += offered.size;
    const cause = events.at(-1)!;
    let mark = performance.now();
    const lap = () => {
      const ms = performance.now() - mark;
      mark = performance.now();
      return ms;
    };
    await this.expire([...withdrawn], cause);
    const expire = lap();
    await this.noticeDrops([...feedVehicles], cause);
    const drops = lap();
    const matches = await matchSavedSearches(this.options.orm, [...offered].map(([dealId, effectiveAt]) => ({ dealId, effectiveAt })));
    const match = lap();
    this.counts.searchMatches += await this.exclusive(() => recordQueryNews(this.options.orm, matches, this.options.clock()));
    return { expire, drops, match, record: lap() };
  }

  private async expire(vehicleIds: number[], cause: RecordedEvent) {
    const alerts = await activeAlertsOn(this.options.orm, vehicleIds);
    await this.perPerson(alerts, priceAlertStream, priceAlertDecider, cause, async (alert) => [
      { type: 'ExpirePriceAlert' as const, vehicleId: alert.vehicleId, reason: PRICE_ALERT_EXPIRED_REASONS.withdrawn },
    ]);
  }

  private async noticeDrops(vehicleIds: number[], cause: RecordedEvent) {
    const drops = await alertsWithDrops(this.options.orm, vehicleIds);
    const contacts = await alertContacts(this.options.orm, [...new Set(drops.map((drop) => drop.userId))]);
    this.counts.notices += await this.perPerson(drops, priceAlertStream, priceAlertDecider, cause, async (drop) => {
      const contact = contacts.get(drop.userId);
      // The person's price-alert preference decides whether the notice is mailed; the alert is marked either way.
      const mailed = contact?.priceAlert === true && contact.email !== null;
      return [
        {
          type: 'NoticePriceDrop' as const,
          vehicleId: drop.vehicleId,
          dealId: drop.dealId,
          pricePence: drop.pricePence,
          personId: mailed ? personIdForUser(drop.userId) : null,
          recipient: mailed ? contact.email : null,
        },
      ];
    });
  }

  /** Tells instant searches what was found for them since the last flush; answers how many were told. */
  async tellInstantNews(): Promise<number> {
    const news = await this.exclusive(() => pendingSearchNews(this.options.orm, 'instant'));
    let told = 0;
    for (let from = 0; from < news.length; from += FLUSH_SEARCHES) {
      const slice = news.slice(from, from + FLUSH_SEARCHES);
      told += await this.tellSearches(slice, { id: `saved-search-news:${this.options.clock().toISOString()}` } as RecordedEvent);
      // Told or found not to be news by the decider: either way the stream has it now.
      await this.exclusive(() => forgetSearchNews(this.options.orm, slice));
    }
    return told;
  }

  private async tellSearches(matches: readonly SearchNews[], cause: RecordedEvent): Promise<number> {
    const contacts = await alertContacts(this.options.orm, [...new Set(matches.map((match) => match.userId))]);
    return this.perPerson(matches, savedSearchStream, savedSearchDecider, cause, async (match) => {
      const email = contacts.get(match.userId)?.email ?? null;
      return [
        {
          type: 'NoteSavedSearchMatches' as const,
          searchReference: match.searchReference,
          deals: match.deals,
          personId: email ? personIdForUser(match.userId) : null,
          recipient: email,
        },
      ];
    });
  }

  /** At or after the digest hour, each daily saved search sends today's digest (once a UK day: its decider says so). */
  async sendDigestsIfDue(): Promise<number> {
    const now = this.options.clock();
    if (ukHour(now) < DIGEST_HOUR) return 0;
    const day = ukIsoDay(now);
    const cause = { id: `digest:${day}` } as RecordedEvent;
    let sent = 0;
    // Searches digested today are left out (their news waits for tomorrow).
    const pending = await this.exclusive(() => pendingSearchNews(this.options.orm, 'daily', day));
    for (let from = 0; from < pending.length; from += FLUSH_SEARCHES) {
      const searches = pending.slice(from, from + FLUSH_SEARCHES);
      const contacts = await alertContacts(this.options.orm, [...new Set(searches.map((search) => search.userId))]);
      sent += await this.perPerson(searches, savedSearchStream, savedSearchDecider, cause, async (search) => {
        const email = contacts.get(search.userId)?.email ?? null;
        return [
          {
            type: 'SendSavedSearchDigest' as const,
            searchReference: search.searchReference,
            day,
            deals: search.deals,
            personId: email ? personIdForUser(search.userId) : null,
            recipient: email,
          },
        ];
      });
      await this.exclusive(() => forgetSearchNews(this.options.orm, searches));
    }
    return sent;
  }

  /** Each person's commands to their own stream, a few people at once; answers how many events were appended. */
  private async perPerson<Item extends { userId: string }, Command, Event extends { type: string; data: unknown }, State>(
    items: readonly Item[],
    streamOf: (userId: string) => string,
    decider: Decider<Command, Event, State>,
    cause: RecordedEvent,
    commandsFor: (item: Item) => Promise<Command[]>,
  ): Promise<number> {
    if (items.length === 0) return 0;
    const byPerson = new Map<string, Item[]>();
    for (const item of items) byPerson.set(item.userId, [...(byPerson.get(item.userId) ?? []), item]);
    const now = this.options.clock();
    const metadata: Omit<EventMetadata, 'schemaVersion'> = {
      correlationId: cause.id,
      causationId: cause.id,
      actor: 'system',
      occurredAt: now.toISOString(),
      source: { app: ALERT_REACTOR, version: this.options.version },
    };
    const appended = await lastValueFrom(
      from(byPerson).pipe(
        mergeMap(async ([userId, personal]) => {
          const commands = (await Promise.all(personal.map(commandsFor))).flat();
          const result = await handleCommands(this.options.store, { stream: streamOf(userId), decider, commands, metadata: () => metadata, now });
          return result.events.length;
        }, CONCURRENCY),
        toArray(),
      ),
    );
    return appended.reduce((sum, count) => sum + count, 0);
  }
}
