import pg from 'pg';
import { NOTIFY_CHANNEL } from './schema';

/**
 * The event types a notification says were committed, or null when it does not say (an empty payload, one from an
 * older build or a hand-written NOTIFY): null means any type, so a listener reads.
 */
export type NotifiedTypes = ReadonlySet<string> | null;

/** The payload a store sends after its appends: the types they committed, or '' (any) when too many to list. */
export function notificationPayload(types: ReadonlySet<string>): string {
  const payload = JSON.stringify([...types]);
  // PostgreSQL refuses payloads of 8,000 bytes or more; '' wakes every subscription, which is always correct.
  return Buffer.byteLength(payload) < 7_900 ? payload : '';
}

function parsePayload(payload: string | undefined): NotifiedTypes {
  if (!payload) return null;
  try {
    const types: unknown = JSON.parse(payload);
    return Array.isArray(types) && types.every((type) => typeof type === 'string') ? new Set(types) : null;
  } catch {
    return null;
  }
}

/**
 * One LISTEN connection per store, shared by its subscriptions. The store notifies after its appends commit, so a
 * wake-up arrives when new events are committed; subscriptions also poll, so a lost connection only slows them down.
 * Each notification names the event types committed, so a subscription can tell news for it from the rest.
 */
export class Notifier {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Set<(types: NotifiedTypes) => void>();
  private closed = false;

  constructor(
    private readonly connectionString: string,
    /** Connect timeout and keepalive: a LISTEN connection sits idle, so only TCP keepalive notices a dead peer. */
    private readonly settings: pg.ClientConfig = {},
  ) {}

  subscribe(listener: (types: NotifiedTypes) => void): () => void {
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
    client.on('notification', (message) => {
      const types = parsePayload(message.payload);
      this.listeners.forEach((listener) => listener(types));
    });
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
