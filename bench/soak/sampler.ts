import pg from 'pg';

/**
 * A reading taken from the database once a second while the soak runs. A second whose reading is still under way
 * is skipped, and the pool's short limits make a reading the database cannot give within 2 s a missing one (the
 * database may be the fault), never one that is waited for.
 */
export abstract class EverySecond<T> {
  readonly samples: T[] = [];
  protected readonly pool: pg.Pool;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(databaseUrl: string, connections: number) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: connections, connectionTimeoutMillis: 1000, query_timeout: 2000 });
    this.pool.on('error', () => undefined);
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), 1000);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    while (this.busy) await new Promise((resolve) => setTimeout(resolve, 20));
    await this.pool.end();
  }

  /** This second's reading; throwing (the database is away) leaves the second without one. */
  protected abstract read(): Promise<T>;

  private async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      this.samples.push(await this.read());
    } catch {
      // No reading this second.
    } finally {
      this.busy = false;
    }
  }
}
