import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../e2e/support/chromium';
import { startEmbeddedPostgres } from '../scripts/embedded-db';
import { describeEventLog } from './event-store';

// Starts one throw-away PostgreSQL for the whole run unless DATABASE_URL points at one.
// Test files create their own databases on it (test-support/database.ts), so they never share rows.
export default async function globalSetup(): Promise<void> {
  if (!findChromium()) {
    console.log('\nBrowser tests skipped: no Chromium at /usr/bin/chromium (apt-get install chromium, or set CHROME_PATH).');
  }
  // ESDB_TEST_SERVER=1 puts every test world's log on the EventStoreDB adapter (test-support/event-store.ts).
  const eventLog = describeEventLog();
  if (eventLog) console.log(`\n${eventLog}`);
  if (process.env.DATABASE_URL) {
    process.env.TEST_SERVER_URL = process.env.DATABASE_URL;
    return;
  }
  const db = await startEmbeddedPostgres({
    dataDir: mkdtempSync(join(tmpdir(), 'lease-test-pg-')),
    persistent: false,
    // A throw-away cluster needs no crash safety; this keeps the suite fast on two cores.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: 400 },
  });
  process.env.TEST_SERVER_URL = db.url;
  (globalThis as { __embeddedDb?: typeof db }).__embeddedDb = db;
}
