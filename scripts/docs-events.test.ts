import { readFileSync } from 'node:fs';
import { eventCatalogue, renderEventCatalogue } from '../domain/src';
import { EVENTS_DOC } from './docs-events';

test('docs/events.md matches the event schemas (run npm run docs:events after changing an event)', () => {
  expect(readFileSync(EVENTS_DOC, 'utf8')).toBe(renderEventCatalogue(eventCatalogue));
});

test('the catalogue names every event type once, with a description and a version', () => {
  const types = eventCatalogue.map((definition) => definition.type);
  expect(new Set(types).size).toBe(types.length);
  for (const definition of eventCatalogue) {
    expect(definition.type).toMatch(/^[A-Z][A-Za-z]+$/);
    expect(definition.version).toBeGreaterThanOrEqual(1);
    expect(definition.description.length).toBeGreaterThan(10);
  }
});
