import type { EmbeddedDatabase } from '../scripts/embedded-db';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __embeddedDb?: EmbeddedDatabase }).__embeddedDb?.stop();
}
