import { leadDecider, leadStream, parseEventData, type LeadEvent, type LeadState } from '@lease/domain';
import type { EventStore } from '@lease/event-store';

/** A lead's state as its decider sees it, for the checks a route makes before deciding (kind, deal, code). */
export async function loadLead(store: EventStore, leadReference: string): Promise<{ state: LeadState; events: LeadEvent[] }> {
  const history = await store.readStream(leadStream(leadReference));
  const events = history.map(
    (recorded) =>
      ({
        type: recorded.type,
        data: parseEventData(recorded.type, recorded.data, recorded.metadata.schemaVersion as number | undefined),
      }) as LeadEvent,
  );
  return { state: events.reduce(leadDecider.evolve, leadDecider.initialState), events };
}
