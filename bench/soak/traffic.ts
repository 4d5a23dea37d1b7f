import type { MikroORM } from '@mikro-orm/postgresql';
import { leadStream } from '../../domain/src';
import type { EventStore } from '../../event-store/src';
import { readCode } from '../../command-api/src/leads/verification-codes';
import { PersonVault } from '../../projections/src';
import { callBackBody } from '../../test-support/leads';
import type { CaptchaStock } from './captchas';
import { PASSWORD, repriceSome, supplierFeed, type World } from './setup';
import { SOAK_SECRET } from './stack';
import { clock, type Answer, type PlannedRequest, type Visitors } from './visitors';

// A day's traffic at a steady rate: one request every 1000/rate ms, each of a kind drawn (seeded, so runs compare)
// from the mix below, plus what follows from them (a call-back's code typed in a few seconds later) and a supplier
// feed every minute. Requests are planned ahead on the clock and sent then by the worker (open loop).

export const KINDS = ['search', 'deal', 'filters', 'sign-in', 'call-back', 'verify', 'enquiry', 'feed'] as const;
export type Kind = (typeof KINDS)[number];

/** Shares of the steady rate; verifications and feeds come on top. */
export const MIX: Partial<Record<Kind, number>> = { search: 70, deal: 12, filters: 8, 'sign-in': 4, 'call-back': 3, enquiry: 3 };
/** Commands: their correlation id is recorded when answered 2xx, and their events counted afterwards. */
const WRITES = new Set<Kind>(['call-back', 'verify', 'enquiry', 'feed']);
/** How long a person takes to read the code and type it in. */
const THINK_MS = [4000, 12_000] as const;

export interface Outcome {
  kind: Kind;
  plannedAt: number;
  answer: Answer;
}

/** Mulberry32: small, seeded, good enough to draw kinds and pick items. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class DayTraffic {
  /** Correlation ids of the commands answered 2xx, for the exactly-once check. */
  readonly acknowledged: { kind: Kind; correlationId: string }[] = [];
  readonly skipped: Record<string, number> = {};
  private readonly random = seeded(25);
  private readonly pending = new Set<Promise<unknown>>();
  private n = 0;
  private book: World['supplierBook'];
  private stopped = false;
  private endsAt = Infinity;

  constructor(
    private readonly options: {
      visitors: Visitors;
      world: World;
      captchas: CaptchaStock;
      store: EventStore;
      orm: MikroORM;
      rate: number;
      onOutcome: (outcome: Outcome) => void;
    },
  ) {
    this.book = options.world.supplierBook;
  }

  /** Plans and sends the traffic from t0 for durationMs; resolves once every answer is in. */
  async run(t0: number, durationMs: number): Promise<void> {
    const { rate } = this.options;
    const gap = 1000 / rate;
    const total = Math.floor((durationMs / 1000) * rate);
    const feeds = Math.floor(durationMs / 60_000);
    this.endsAt = t0 + durationMs;
    let planned = 0;
    let feedsPlanned = 0;
    // Plans a second ahead, in small steps, so the worker always holds the next requests with their times.
    while (planned < total && !this.stopped) {
      const horizon = clock() + 1000;
      while (planned < total && t0 + planned * gap < horizon) this.plan(this.drawKind(), t0 + planned++ * gap);
      while (feedsPlanned < feeds && t0 + 30_000 + feedsPlanned * 60_000 < horizon) this.planFeed(feedsPlanned, t0 + 30_000 + feedsPlanned++ * 60_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  stop(): void {
    this.stopped = true;
  }

  private drawKind(): Kind {
    let roll = this.random() * 100;
    for (const [kind, share] of Object.entries(MIX) as [Kind, number][]) {
      roll -= share;
      if (roll < 0) return kind;
    }
    return 'search';
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private track<T>(work: Promise<T>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Sends one request at its time and records its outcome; answers the body of a 2xx when asked. */
  private send(kind: Kind, at: number, request: Omit<PlannedRequest, 'id' | 'at' | 'headers'> & { headers?: Record<string, string> }): Promise<Answer> {
    const n = this.n++;
    const correlationId = `soak-${kind}-${n}`;
    const headers: Record<string, string> = {
      // A distinct visitor each time: the per-address limits are not what the soak measures.
      'x-forwarded-for': `10.${1 + KINDS.indexOf(kind)}.${(n >> 8) & 255}.${n & 255}`,
      'x-correlation-id': correlationId,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...(WRITES.has(kind) ? { 'idempotency-key': correlationId } : {}),
      ...request.headers,
    };
    const answered = this.options.visitors.send({ ...request, at, headers }).then((answer) => {
      this.options.onOutcome({ kind, plannedAt: at, answer });
      if (WRITES.has(kind) && answer.status >= 200 && answer.status < 300) this.acknowledged.push({ kind, correlationId });
      return answer;
    });
    this.track(answered);
    return answered;
  }

  private plan(kind: Kind, at: number): void {
    const { world } = this.options;
    switch (kind) {
      case 'search':
        return void this.send(kind, at, { method: 'GET', path: `/search/v2?${this.pick(world.searches)}` });
      case 'deal':
        return void this.send(kind, at, { method: 'GET', path: `/deal?id=${this.pick(world.catalogueDeals)}` });
      case 'filters': {
        const within = this.random() < 0.5 ? '' : this.pick(world.searches);
        return void this.send(kind, at, { method: 'GET', path: `/search/filters/${this.pick(world.filterLists)}${within ? `?${within}` : ''}` });
      }
      case 'sign-in':
        return void this.send(kind, at, { method: 'POST', path: '/auth/login', body: JSON.stringify({ email: this.pick(world.accounts).email, password: PASSWORD }) });
      case 'enquiry': {
        const account = this.pick(world.accounts);
        const body = JSON.stringify({ deal_id: this.pick(world.leadDeals), postcode: 'SW1A 1AA', phoneNumber: '07700900123' });
        return void this.send(kind, at, { method: 'POST', path: '/user/enquiry/send', body, headers: { authorization: `Bearer ${account.idToken}` } });
      }
      case 'call-back':
        return this.callBack(at);
      default:
        throw new Error(`${kind} is not drawn from the mix`);
    }
  }

  private callBack(at: number): void {
    const captcha = this.options.captchas.take();
    if (!captcha) {
      this.skipped['call-back: no fresh captcha'] = (this.skipped['call-back: no fresh captcha'] ?? 0) + 1;
      return;
    }
    const n = this.n;
    const body = callBackBody(captcha, { vehiclePriceId: String(this.pick(this.options.world.leadDeals)), emailAddress: `soak-caller-${n}@example.com`, visitorKey: `soak-${n}` });
    const think = THINK_MS[0] + this.random() * (THINK_MS[1] - THINK_MS[0]);
    this.track(
      this.send('call-back', at, { method: 'POST', path: '/lead/register', body: JSON.stringify(body), wantBody: true }).then(async (answer) => {
        if (answer.status !== 200 || !answer.body) return;
        const { leadReference } = JSON.parse(answer.body) as { leadReference: string };
        await new Promise((resolve) => setTimeout(resolve, think));
        // A code typed after the run's end would be measured in no minute.
        if (this.stopped || clock() > this.endsAt) return;
        const code = await this.codeFor(leadReference);
        if (!code) {
          this.skipped['verify: code not readable'] = (this.skipped['verify: code not readable'] ?? 0) + 1;
          return;
        }
        await this.send('verify', clock(), { method: 'POST', path: '/lead/verify', body: JSON.stringify({ leadReference, code }) });
      }),
    );
  }

  /** The code the person was sent, read as test-support/leads.ts's latestCode reads it; retried through a database outage. */
  private async codeFor(leadReference: string): Promise<string | null> {
    const { store, orm } = this.options;
    const vault = new PersonVault(orm, SOAK_SECRET);
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        const issued = (await store.readStream(leadStream(leadReference))).filter((event) => event.type === 'VerificationCodeIssued').at(-1);
        if (issued) {
          const code = await readCode({ orm, vault, now: new Date() }, (issued.data as { codeId: string }).codeId);
          if (code) return code;
        }
      } catch {
        // The database is away (the restart fault): the person tries again a moment later.
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    return null;
  }

  private planFeed(minute: number, at: number): void {
    this.book = repriceSome(this.book, minute + 1);
    // The feed's date is taken when it is planned, a second before it is sent: later than every feed before it.
    const feed = supplierFeed(this.book, `soak-minute-${minute + 1}`, 'changes', new Date());
    void this.send('feed', at, { method: 'POST', path: '/supplier/feeds', body: JSON.stringify(feed), headers: { 'x-api-key': this.options.world.supplierKey } });
  }
}
