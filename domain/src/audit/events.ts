import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';

// Stream `personaccess-<personId>`: every time a staff member opened a person's sealed data in the console, who,
// when (the event's time), which stream and why. The person's own trail, so an auditor (or the person, on a
// subject access request) reads who looked at them in one place. Erasing the person leaves the trail: it holds
// no personal data, only that it was read.

export const PERSONAL_DATA_REASON_MIN = 10;

export const personalDataOpened = defineEvent({
  type: 'PersonalDataOpened',
  version: 1,
  description:
    "A staff member opened a person's sealed personal data in the console: the staff id, the stream whose events were shown unsealed, and the reason they gave.",
  schema: z.object({
    personId: z.string().min(1),
    staffId: z.string().min(1),
    stream: z.string().min(1),
    reason: z.string().min(PERSONAL_DATA_REASON_MIN).max(500),
  }),
});

// Stream `projection-<name>`: what staff (or an operator at the shell, staffId null) did to a read model. The read
// models are not the log: these record that one was rebuilt or checked against its events, and how that went.

const projectionRun = {
  projector: z.string().min(1),
  staffId: z.string().min(1).nullable(),
  /** The log position the read model stood at when it was swapped in or compared. */
  position: z.string().min(1),
};

export const projectionRebuilt = defineEvent({
  type: 'ProjectionRebuilt',
  version: 1,
  description: "A read model was rebuilt from the log beside the live one and swapped in (blue-green): how many events it replayed and how fast.",
  schema: z.object({ ...projectionRun, events: z.number().int().nonnegative(), eventsPerSecond: z.number().nonnegative() }),
});

export const projectionVerified = defineEvent({
  type: 'ProjectionVerified',
  version: 1,
  description: 'A read model was rebuilt into a shadow copy and compared row by row with the live one: equal, or which tables differ.',
  schema: z.object({ ...projectionRun, equal: z.boolean(), differingTables: z.array(z.string()) }),
});

export const auditEvents = [personalDataOpened, projectionRebuilt, projectionVerified] as const;
export type AuditEvent = EventOf<typeof personalDataOpened> | EventOf<typeof projectionRebuilt> | EventOf<typeof projectionVerified>;

export const personAccessStream = (personId: string) => `personaccess-${personId}`;
export const projectionStream = (projector: string) => `projection-${projector}`;
