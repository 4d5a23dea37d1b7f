import { z } from 'zod';

/**
 * An event type: its name, its current schema version and the zod schema of its data. Older versions found in
 * the log are upcast on read by `upcast`; the log itself is never rewritten.
 */
export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  type: Type;
  version: number;
  schema: Schema;
  /** One sentence for docs/events.md: what happened, from the business's point of view. */
  description: string;
  /** Turns data written under an older `fromVersion` into the current shape. */
  upcast?: (data: unknown, fromVersion: number) => unknown;
}

export function defineEvent<const Type extends string, Schema extends z.ZodType>(
  definition: EventDefinition<Type, Schema>,
): EventDefinition<Type, Schema> {
  return definition;
}

export type EventOf<Definition> =
  Definition extends EventDefinition<infer Type, infer Schema> ? { type: Type; data: z.infer<Schema> } : never;

/** Metadata carried by every event (ARCHITECTURE.md, "Streams and events"). */
export const eventMetadataSchema = z.object({
  correlationId: z.string(),
  causationId: z.string(),
  /** A user id, a visitor key, a staff id or 'system'. */
  actor: z.string(),
  occurredAt: z.iso.datetime(),
  source: z.object({ app: z.string(), version: z.string() }),
  schemaVersion: z.number().int().positive(),
});

export type EventMetadata = z.infer<typeof eventMetadataSchema>;
