import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@lease/event-store';
import type { ProjectorHealth } from '@lease/projections';
import type { Config } from './config';

/** What the app is built from. Tests pass their own database-backed parts; server.ts builds them from config. */
export interface AppDeps {
  config: Config;
  store: EventStore;
  orm: MikroORM;
  /** The in-process projector runner, when this process runs one (its failures show in the health check). */
  runnerStatus?: () => ProjectorHealth[];
  /** The one clock of this app: every time-bound rule (codes, tokens, lockouts, dates) reads it. */
  clock: () => Date;
  /** Where the log goes instead of standard output (a test reading what an operator would see). */
  logStream?: { write(line: string): void };
}
