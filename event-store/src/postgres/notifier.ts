import pg from 'pg';
import { NOTIFY_CHANNEL } from './schema';

/**
 * One LISTEN connection per store, shared by its subscriptions. The store notifies after its appends commit, so a
 * wake-up arrives when new events are committed; subscriptions also poll, so a lost connection only slows them down.
 */
export class Notifier {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly connectionString: string,
    /** Connect timeout and keepalive: a LISTEN connection sits idle, so only TCP keepalive notices a dead peer. */
    private readonly settings: pg.ClientConfig = {},
  ) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    void this.ensureConnected();
    return () => this.listeners.delete(listener);
  }

  private ensureConnected(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.settings, connectionString: this.connectionString });
    client.on('notification', () => this.listeners.forEach((listener) => listener()));
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      if (this.closed) await client.end();
      else this.client = client;
    } catch {
      // Polling covers for the missing wake-ups; the next subscribe or poll tries to reconnect.
      await client.end().catch(() => undefined);
    }
  }

  private drop(client: pg.Client): void {
    if (this.client === client) this.client = null;
  }

  /** Called by polling subscriptions so a dropped LISTEN connection comes back. */
  heal(): void {
    if (this.listeners.size > 0) void this.ensureConnected();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
