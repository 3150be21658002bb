import { z } from 'zod';
import { idSchema } from './shared.schemas';

/**
 * `telemetry-<userId>`: the examples panel's UI events (spec section 7), kept in the log so
 * analysts can replay how suggestions were used. An extension of the DESIGN.md catalogue.
 */
export const uiEventRecordedDataSchema = z.object({
  userId: idSchema,
  eventType: z.enum(['examples_served', 'dismiss_examples', 'example_clicked']),
  /** The spec's session_id: the conversation open in the UI ('anonymous' before the first); code calls it conversationId. */
  sessionId: z.string().max(100).nullable(),
  /** Small, flat, already size-checked by the API. */
  metadata: z.record(z.string(), z.unknown()),
});
export type UiEventRecordedData = z.infer<typeof uiEventRecordedDataSchema>;
