import { z } from 'zod';

/**
 * Metadata every event carries. Time and ids enter through here, never through the clock inside
 * a decider, so a replay sees exactly what the command saw.
 */
export const eventMetadataSchema = z.object({
  /** The actor: the signed-in user who caused the event, or 'system'. */
  userId: z.string().min(1),
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  /** ISO-8601 instant at which the command was decided. */
  at: z.iso.datetime({ offset: true }),
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** An event as deciders produce it and the event store accepts it (before it has a position). */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
  metadata: EventMetadata;
}
