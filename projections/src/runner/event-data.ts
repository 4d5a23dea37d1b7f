import { parseEventData } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';

/** An event's data in its current schema (older versions upcast), validated against the catalogue. */
export function eventData<T>(event: RecordedEvent): T {
  const version = event.metadata.schemaVersion;
  return parseEventData(event.type, event.data, typeof version === 'number' ? version : undefined) as T;
}

/** When the event happened in the business's terms (metadata.occurredAt), falling back to when it was written. */
export function occurredAt(event: RecordedEvent): Date {
  const value = event.metadata.occurredAt;
  return typeof value === 'string' ? new Date(value) : event.created;
}
