import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

// Solved captchas for the call-backs. Solving is the visitor's browser's work, not the site's, so it is done before
// the clock starts, as in bench/commands.ts. But a challenge lives 10 minutes (command-api/src/captcha/altcha.ts),
// and a ten-minute soak would spend stale ones at its end: so what the first minutes need is solved beforehand,
// and the rest by one solver, paced evenly over the run, ahead of need. The paced solver's cost (about 0.15 s of one
// core per call-back) is the same in every minute, so it does not tilt the first minute against the last.

/** A solution is used only while its challenge has at least this long to live, for the request's trip. */
const FRESH_FOR_MS = 9 * 60_000;
/** What may be solved beforehand: everything needed in the first minutes, since the rest would expire. */
export const PRESOLVE_MINUTES = 7;

interface Solved {
  payload: string;
  fetchedAt: number;
}

export class CaptchaStock {
  private readonly stock: Solved[] = [];
  private solvedCount = 0;
  stale = 0;
  private topUp: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly apiUrl: string) {}

  get size(): number {
    return this.stock.length;
  }

  /** Solves `count` challenges, four at once (PBKDF2 runs on libuv's pool, so both cores help). */
  async presolve(count: number): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next++ < count) this.stock.push(await this.solveOne());
      }),
    );
  }

  /** One solver, paced to solve `count` more spread evenly over `withinMs`. */
  startPacedTopUp(count: number, withinMs: number): void {
    if (count <= 0) return;
    const gapMs = withinMs / count;
    const started = Date.now();
    this.topUp = (async () => {
      for (let n = 0; n < count && !this.stopped; n++) {
        const wait = started + n * gapMs - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        // A failing API (the database restart fault) costs a solution, not the run.
        const solved = await this.solveOne().catch(() => null);
        if (solved) this.stock.push(solved);
      }
    })().catch(() => undefined);
  }

  /** A solution whose challenge is still fresh, or null when none is left. */
  take(): string | null {
    while (this.stock.length > 0) {
      const next = this.stock.shift()!;
      if (Date.now() - next.fetchedAt < FRESH_FOR_MS) return next.payload;
      this.stale++;
    }
    return null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.topUp;
  }

  private async solveOne(): Promise<Solved> {
    const n = this.solvedCount++;
    const fetchedAt = Date.now();
    // Each challenge from its own address: the per-address limit on challenges is not what the soak measures.
    const response = await fetch(`${this.apiUrl}/captcha/challenge`, { headers: { 'x-forwarded-for': `10.250.${(n >> 8) & 255}.${n & 255}` } });
    if (!response.ok) throw new Error(`GET /captcha/challenge answered ${response.status}`);
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return { payload: btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })), fetchedAt };
  }
}
