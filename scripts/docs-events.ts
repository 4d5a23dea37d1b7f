import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventCatalogue, renderEventCatalogue } from '../domain/src';

export const EVENTS_DOC = join(__dirname, '..', 'docs', 'events.md');

// `npm run docs:events`: rewrites docs/events.md from the event schemas.
if (require.main === module) {
  writeFileSync(EVENTS_DOC, renderEventCatalogue(eventCatalogue));
  console.log(`Wrote ${EVENTS_DOC} (${eventCatalogue.length} event types)`);
}
