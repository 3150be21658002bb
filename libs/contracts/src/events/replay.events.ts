import { z } from 'zod';
import { idSchema } from './shared.schemas';

/**
 * Stream `replay-<replayId>`: an admin asks for a blue/green rebuild of every read model. The API
 * only records the request; the projector process (which owns the read models) notices the event
 * in its live subscription and runs the replay. Recording it as an event means the request is in
 * the audit trail and survives an API restart; the two apps never call each other.
 */
export const replayRequestedDataSchema = z.object({
  replayId: idSchema,
  requestedBy: idSchema,
  /** Why the admin asked ('' when no reason was given). */
  reason: z.string(),
});

export type ReplayRequestedData = z.infer<typeof replayRequestedDataSchema>;
