import { z } from 'zod';

/** GET /api/status: health, the log's head, the projector's checkpoint and the lag between. */
export const statusResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  product: z.string(),
  version: z.string(),
  time: z.string(),
  event_store: z.object({ kind: z.string(), position: z.number().int().nonnegative() }),
  projector: z.object({
    namespace: z.string(),
    checkpoint: z.number().int().nonnegative(),
    lag_events: z.number().int().nonnegative(),
  }),
  read_store: z.object({ kind: z.string() }),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;
