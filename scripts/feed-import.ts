import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseCsvFeed, parseJsonFeed } from '../domain/src';
import { createEventStore } from '../event-store/src';
import { appVersion } from '../command-api/src';
import { FeedRejected, importFeed } from '../command-api/src/feeds/import-feed';
import { localDatabase, runScript, scriptMetadata } from './local-env';

const USAGE = `Usage: npm run feed:import -- <file.csv|file.json> --supplier <id> [--feed-id <id>] [--effective-at <ISO date-time>] [--mode full|changes]
A JSON feed carries its own feed id, date and mode; a CSV feed takes them from the options (the date defaults to now,
the mode to full, the feed id to the file name and date). The feed is applied whole or not at all (docs/supplier-feeds.md).`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { supplier: { type: 'string' }, 'feed-id': { type: 'string' }, 'effective-at': { type: 'string' }, mode: { type: 'string' } },
  });
  const file = positionals[0];
  const supplierId = Number(values.supplier);
  if (!file || !Number.isInteger(supplierId) || supplierId <= 0) {
    console.error(USAGE);
    return 2;
  }
  const text = readFileSync(file, 'utf8');
  const effectiveAt = values['effective-at'] ?? new Date().toISOString();
  const parsed = file.endsWith('.json')
    ? parseJsonFeed(text)
    : parseCsvFeed(text, { feedId: values['feed-id'] ?? `${file.split('/').pop()}@${effectiveAt}`, effectiveAt, mode: values.mode ?? 'full' });
  if (!parsed.ok) {
    console.error(`Rejected: nothing was applied.\n${parsed.problems.map((p) => `  ${p.line ? `line ${p.line}, ` : ''}${p.field}: ${p.message}`).join('\n')}`);
    return 1;
  }
  const database = await localDatabase();
  const store = await createEventStore({ databaseUrl: database.url, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
  try {
    const now = new Date();
    const outcome = await importFeed(store, {
      supplierId,
      feed: parsed.feed,
      metadata: scriptMetadata('feed-import', appVersion(), `supplier:${supplierId}`)(now),
      now,
    });
    console.log(`Applied feed ${outcome.feedId}: ${outcome.vehicles} vehicles, ${outcome.offers} offers, ${outcome.dropped} dropped; ${outcome.changed} rate books changed.`);
    return 0;
  } catch (error) {
    if (!(error instanceof FeedRejected)) throw error;
    console.error(`${error.message}\n${error.problems.map((p) => `  ${p.field}: ${p.message}`).join('\n')}`);
    return 1;
  } finally {
    await store.close();
    await database.embedded?.stop();
  }
}

runScript(main);
