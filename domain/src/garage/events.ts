import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';

// Stream `garage-<userId>`: the vehicles and deals a person saved. An entry is a vehicle, or one deal of it.

const entry = { vehicleId: z.number().int().positive(), dealId: z.number().int().positive().nullable() };

export const garageEntrySaved = defineEvent({
  type: 'GarageEntrySaved',
  version: 1,
  description: 'A person saved a vehicle, or one of its deals, to their garage, at the monthly price it had then.',
  schema: z.object({
    ...entry,
    /** The deal's monthly price (or the vehicle's cheapest) when saved, in pence; null when nothing was offered. */
    monthlyPence: z.number().int().positive().nullable(),
    /** When the person first saved it, if before this event: a "Save for later" kept in the browser and merged at sign-in. */
    savedAt: z.iso.datetime().nullable(),
  }),
});

export const garageEntryRemoved = defineEvent({
  type: 'GarageEntryRemoved',
  version: 1,
  description: 'A person removed a vehicle or deal from their garage.',
  schema: z.object(entry),
});

export type GarageEvent = EventOf<typeof garageEntrySaved> | EventOf<typeof garageEntryRemoved>;
export const garageEvents = [garageEntrySaved, garageEntryRemoved] as const;
export const garageStream = (userId: string) => `garage-${userId}`;
