import type { MikroORM } from '@mikro-orm/postgresql';
import { bufferCount, concatMap, from, interval, lastValueFrom, mergeMap, retry, Subscription as RxSubscription, toArray, timer } from 'rxjs';
import {
  dealId as dealIdOf,
  groupBy,
  personIdForUser,
  PRICE_ALERT_EXPIRED_REASONS,
  priceAlertDecider,
  SAVED_SEARCH_DIGEST_SIZE,
  priceAlertStream,
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
  forgetReactorCheckpoint,
  lastQueryNews,
  planInstantFlush,
  queryNewsBetween,
  recordInstantFlush,
  sweepInstantGaps,
  sweepQueryNews,
  readReactorCheckpoint,
  recordQueryNews,
  storeReactorCheckpoint,
  type Logger,
} from '@lease/projections';
import { handleCommandBatch, loadStates } from '../commands/handle-command';
import { projectionWaiter } from '../plugins/projection-waiter';
import { matchSavedSearches } from './saved-search-matching';
import { tellQueryNews } from './saved-search-telling';
import { logBatches, type LogBatch } from './log-batches';

// The alert reactor: reads price feeds and withdrawals from the log, once the catalogue has applied them, and asks
// the price-alert streams to notice what changed for the people watching. It only asks: each stream's decider says
// whether this is news (one notice per drop), so asking twice after a crash is harmless. Saved searches match far
// more often (a make's search matches each of its deals that gets cheaper), so what each distinct query found is
// gathered in the reactor's own table and told a few seconds later (instant) or once a day (digest): one event per
// query per flush, naming the searches that hear it (saved-search-telling.ts). Its checkpoints are its own, not a
// projection's, so `projections rebuild` never makes it act on the past again.

export const ALERT_REACTOR = 'alert-reactor';
const WATCHED = ['PriceFeedPublished', 'PriceFeedChangesPublished', 'VehicleWithdrawn'];
/** Daily digests go out from this UK hour. */
export const DIGEST_HOUR = 8;
const DIGEST_CHECK_MS = 60_000;
/** Instant saved-search news is told this often: what a burst of feeds found for a search goes in one mail. */
const FLUSH_MS = 2_000;
/**
 * After an instant mail, a query's next news waits this long and goes in one mail: lease prices move all day, and a
 * broad search would otherwise mail its owner every few minutes while the feeds come in.
 */
export const INSTANT_MAIL_GAP_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Where instant telling got to in saved_query_news (commit and prepare: the last row a finished flush covered). */
export const INSTANT_NEWS = 'alert-reactor:instant-news';
/** The instant flush in flight, while it is: its last news row (commit) and when it was first tried, in ms (prepare). */
export const INSTANT_FLUSH = 'alert-reactor:instant-flush';
/** Where digests got to in saved_query_news (commit) and the last day digested, in days since 1970 (prepare). */
const DIGEST_NEWS = 'alert-reactor:digest-news';
const TOLD_PRICES_KEPT_DAYS = 30;
/**
 * People whose streams are read and appended to together, and how many such groups are written at once: each group
 * holds a connection for its read and its append, leaving the rest of the store's 20 to the API's own commands.
 */
const PEOPLE_PER_APPEND = 250;
const GROUPS_AT_ONCE = 2;

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

/**
 * Where a batch's time went, in ms: alerts expired, then drops noticed beside saved queries matched and their
 * matches recorded (so drops overlap match + record).
 */
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
  private flushing: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: AlertReactorOptions) {}

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

  /** Stops reading and flushing; resolves once a flush or sweep in flight has ended (the ORM may close next). */
  async stop(): Promise<void> {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    await this.flushing;
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
  private async react(events: readonly RecordedEvent[]): Promise<ReactPhases> {
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
    const [, expire] = await withMs(() => this.expire([...withdrawn], cause));
    // Price alerts and saved searches share nothing but the catalogue they read: noticing drops (a read and an
    // append per few hundred people) and matching queries (reads, then one insert) go side by side, and the batch
    // takes the longer.
    const [[, drops], [match, record]] = await Promise.all([
      withMs(() => this.noticeDrops([...feedVehicles], cause)),
      (async () => {
        const offers = [...offered].map(([dealId, effectiveAt]) => ({ dealId, effectiveAt }));
        const [matches, matchMs] = await withMs(() => matchSavedSearches(this.options.orm, offers));
        const [recorded, recordMs] = await withMs(() => recordQueryNews(this.options.orm, matches, this.options.clock()));
        this.counts.searchMatches += recorded;
        return [matchMs, recordMs];
      })(),
    ]);
    return { expire, drops, match, record };
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

  /**
   * Tells instant searches what was found for their queries since the last flush; answers how many were told. A
   * query told within the hour has its news held for the hour's end (instant-news.ts), so a search hears of its
   * first news in seconds and then gets at most a mail an hour. The flush's last news row and its time are stored
   * as pending before anything is told, and the told queries, the held ones and the checkpoint in one transaction
   * after: a flush retried after a crash plans the same news and skips the parts it wrote (saved-search-telling.ts).
   * Flushes run one at a time in this process (the timer's and any called directly).
   */
  tellInstantNews(): Promise<number> {
    return this.inTurn(() => this.flushInstantNews());
  }

  /** Runs after the flush in flight, and before the next: flushes and the instant gaps' sweep, one at a time. */
  private inTurn<Result>(work: () => Promise<Result>): Promise<Result> {
    const turn = this.flushing.then(work);
    this.flushing = turn.catch(() => undefined);
    return turn;
  }

  private async flushInstantNews(): Promise<number> {
    const { orm } = this.options;
    const stored = await readReactorCheckpoint(orm, INSTANT_NEWS);
    const afterSeq = stored?.commit ?? 0n;
    const pending = await readReactorCheckpoint(orm, INSTANT_FLUSH);
    if (!pending && stored && stored.prepare > stored.commit) return this.finishEarlierBuildsFlush(stored.commit, stored.prepare);
    const upTo = pending?.commit ?? maxOf(await lastQueryNews(orm), afterSeq);
    const at = new Date(Number(pending?.prepare ?? BigInt(this.options.clock().getTime())));
    const plan = await planInstantFlush(orm, { afterSeq, upTo, at, gapMs: INSTANT_MAIL_GAP_MS, perQuery: SAVED_SEARCH_DIGEST_SIZE });
    if (plan.told.length === 0 && plan.held.length === 0 && upTo === afterSeq) return 0;
    let told = 0;
    if (plan.news.length > 0) {
      if (!pending) await storeReactorCheckpoint(orm, INSTANT_FLUSH, { commit: upTo, prepare: BigInt(at.getTime()) });
      const key = `${upTo}-${at.getTime()}`;
      told = await tellQueryNews(this.options.store, orm, { mode: 'instant', news: plan.news, key, metadata: this.metadata(`saved-search-news:${key}`) });
    }
    await recordInstantFlush(orm, { checkpoint: INSTANT_NEWS, pending: INSTANT_FLUSH, upTo, toldAt: this.options.clock(), plan });
    return told;
  }

  /**
   * A flush that a build before the hourly gap (a99acf2) left in flight: it stored its last news row as INSTANT_NEWS's
   * prepare and told under that row's number. It is finished as that build would have, under the same key, so the
   * people it had told are refused and only the rest hear; its queries then start their gap.
   */
  private async finishEarlierBuildsFlush(afterSeq: bigint, upTo: bigint): Promise<number> {
    const { orm } = this.options;
    const news = await queryNewsBetween(orm, afterSeq, upTo, SAVED_SEARCH_DIGEST_SIZE);
    const key = upTo.toString();
    const told = await tellQueryNews(this.options.store, orm, { mode: 'instant', news, key, metadata: this.metadata(`saved-search-news:${key}`) });
    const plan = { told: news.map((entry) => entry.query), held: [] };
    await recordInstantFlush(orm, { checkpoint: INSTANT_NEWS, pending: INSTANT_FLUSH, upTo, toldAt: this.options.clock(), plan });
    return told;
  }

  /**
   * At or after the digest hour, once a UK day, each daily search hears the news of its query since the last
   * digest (at most 20 deals). The day's last news row is stored under the day before anything is told, so a retry
   * that day covers the same rows; told, the digest checkpoint keeps the row and the day in one row.
   */
  async sendDigestsIfDue(): Promise<number> {
    const { orm } = this.options;
    const now = this.options.clock();
    if (ukHour(now) < DIGEST_HOUR) return 0;
    const day = ukIsoDay(now);
    const dayNumber = BigInt(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
    const last = (await readReactorCheckpoint(orm, DIGEST_NEWS)) ?? { commit: 0n, prepare: 0n };
    if (last.prepare >= dayNumber) return 0;
    const pendingName = `${DIGEST_NEWS}:${day}`;
    let upTo = (await readReactorCheckpoint(orm, pendingName))?.prepare ?? null;
    if (upTo === null) {
      upTo = await lastQueryNews(orm);
      await storeReactorCheckpoint(orm, pendingName, { commit: last.commit, prepare: upTo });
    }
    const news = await queryNewsBetween(orm, last.commit, upTo, SAVED_SEARCH_DIGEST_SIZE);
    const told = await tellQueryNews(this.options.store, orm, { mode: 'daily', news, key: day, metadata: this.metadata(`digest:${day}`) });
    await storeReactorCheckpoint(orm, DIGEST_NEWS, { commit: upTo, prepare: dayNumber });
    await forgetReactorCheckpoint(orm, pendingName);
    // News told both ways is done with; prices told of are forgotten after 30 days (a deal may then be news again).
    const instantTold = (await readReactorCheckpoint(orm, INSTANT_NEWS))?.commit ?? 0n;
    await sweepQueryNews(orm, instantTold < upTo ? instantTold : upTo, new Date(now.getTime() - TOLD_PRICES_KEPT_DAYS * DAY_MS));
    // In turn with the flushes: a gap swept between a flush's plan and its record would lose what it held.
    await this.inTurn(() => sweepInstantGaps(orm, new Date(now.getTime() - INSTANT_MAIL_GAP_MS)));
    return told;
  }

  private metadata(cause: string): Omit<EventMetadata, 'schemaVersion'> {
    return {
      correlationId: cause,
      causationId: cause,
      actor: 'system',
      occurredAt: this.options.clock().toISOString(),
      source: { app: ALERT_REACTOR, version: this.options.version },
    };
  }

  /**
   * Each person's commands to their own stream, appended a few hundred people at a time: one read of their streams
   * and one append for each group (handleCommandBatch), where a person at a time cost two round trips and a commit
   * each, the most of a big feed's reactor time (docs/account-space.md). Answers how many events were appended; a
   * person's command that failed fails the pass, which is retried whole (a notice already made is not made again).
   */
  private async perPerson<Item extends { userId: string }, Command, Event extends { type: string; data: unknown }, State>(
    items: readonly Item[],
    streamOf: (userId: string) => string,
    decider: Decider<Command, Event, State>,
    cause: RecordedEvent,
    commandsFor: (item: Item) => Promise<Command[]>,
  ): Promise<number> {
    if (items.length === 0) return 0;
    const byPerson = groupBy(items, (item) => item.userId);
    const now = this.options.clock();
    const metadata = this.metadata(cause.id);
    const appended = await lastValueFrom(
      from(byPerson).pipe(
        bufferCount(PEOPLE_PER_APPEND),
        mergeMap(async (group) => {
          const streams = group.map(([userId]) => streamOf(userId));
          const known = await loadStates(this.options.store, streams, decider);
          const commands = await Promise.all(group.map(async ([, personal]) => (await Promise.all(personal.map(commandsFor))).flat()));
          const answers = await handleCommandBatch(
            this.options.store,
            group.map((_, n) => ({ stream: streams[n]!, decider, commands: commands[n]!, metadata, now, known: known.get(streams[n]!)! })),
          );
          const failed = answers.find((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
          if (failed) throw failed.reason;
          return answers.reduce((sum, answer) => sum + (answer as PromiseFulfilledResult<{ events: unknown[] }>).value.events.length, 0);
        }, GROUPS_AT_ONCE),
        toArray(),
      ),
    );
    return appended.reduce((sum, count) => sum + count, 0);
  }
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);

/** What the work answered, and how long it took in ms. */
async function withMs<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}
