import { hostname } from 'node:os';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

/** This process, as the checkpoints' `held_by` names the runner that wrote each batch. */
export const RUNNER_ID = `${hostname()}:${process.pid}`;

const LEASE_PREFIX = 'projector:';
const SESSION_PREFIX = 'projector-lease ';

/**
 * SQL for the runners (RUNNER_ID) holding the lock of the projector named by `nameExpression`, as a text array: what
 * pg_locks shows of the locks taken below, for the tests and the soak that check one holder at a time. A bigint
 * key shows there as its high half (classid) and low half (objid).
 */
export const leaseHoldersSql = (nameExpression: string) => `array(
  SELECT replace(a.application_name, '${SESSION_PREFIX}', '') FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
  WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1 AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
    AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtext('${LEASE_PREFIX}' || ${nameExpression})::bigint)`;

/**
 * Which projectors this process may run: a PostgreSQL advisory lock per projector, held on one session of its own
 * for as long as the process runs that projector. A second process (a standby, or a mistake) finds the locks taken
 * and waits; when the holder dies its session ends, PostgreSQL frees its locks and the standby takes them. The
 * checkpoint check on every batch (apply-batch.ts) still guards the moment between a lost session and its runner
 * noticing; the lock is what keeps two processes from both doing the work in the first place.
 */
export class ProjectorLeases {
  private client: pg.Client | null = null;
  private readonly held = new Set<string>();
  private readonly lostListeners = new Set<(names: string[]) => void>();

  constructor(private readonly orm: MikroORM) {}

  holds(name: string): boolean {
    return this.held.has(name);
  }

  /** Called with the projectors this process no longer holds when its lock session ends. */
  onLost(listener: (names: string[]) => void): void {
    this.lostListeners.add(listener);
  }

  /** Takes every free lock among these projectors' in one statement; answers the names now held. */
  async tryAcquire(names: readonly string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const client = await this.session();
    const { rows } = await client.query<{ name: string; locked: boolean }>(
      'SELECT name, pg_try_advisory_lock(hashtext($2 || name)) AS locked FROM unnest($1::text[]) AS name',
      [names, LEASE_PREFIX],
    );
    const acquired = rows.filter((row) => row.locked).map((row) => row.name);
    for (const name of acquired) this.held.add(name);
    return acquired;
  }

  /** Ends the session, which frees every lock it holds. */
  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.held.clear();
    await client?.end().catch(() => undefined);
  }

  private async session(): Promise<pg.Client> {
    if (this.client) return this.client;
    // The ORM's own connection settings: the same search path, connect time-out and keepalive (a vanished server
    // is noticed, and the locks counted lost, instead of being believed held).
    const { connection } = this.orm.config.get('driverOptions') as { connection?: pg.ClientConfig };
    // Named, so that pg_stat_activity beside pg_locks says which process holds which projector.
    const client = new pg.Client({ ...connection, connectionString: this.orm.config.getClientUrl(), application_name: `${SESSION_PREFIX}${RUNNER_ID}` });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      const names = [...this.held];
      this.held.clear();
      client.end().catch(() => undefined);
      for (const listener of this.lostListeners) listener(names);
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
    } catch (error) {
      client.removeAllListeners();
      throw error;
    }
    this.client = client;
    return client;
  }
}
