import { z } from 'zod';

/** Counted lag stops here; `lag_events_capped` says the true number is larger. */
export const LAG_EVENTS_COUNT_LIMIT = 1000;

/**
 * How far the read models are behind the log, in units true for every event store: events
 * (counted, up to LAG_EVENTS_COUNT_LIMIT; positions are not counts on every store) and seconds
 * (the age of the oldest event not yet projected; 0 when up to date). `state`: `following` when an
 * active projector reports in, `reconnecting` while it retries a failed store, `standby` when only
 * standbys report (a takeover is under way), `stopped` when no projector has reported lately.
 */
export const projectorProgressSchema = z.object({
  checkpoint: z.number().int().nonnegative(),
  lag_events: z.number().int().nonnegative(),
  lag_events_capped: z.boolean(),
  lag_seconds: z.number().nonnegative(),
  state: z.enum(['following', 'reconnecting', 'standby', 'stopped']),
  active: z.number().int().nonnegative(),
  standby: z.number().int().nonnegative(),
});
export type ProjectorProgress = z.infer<typeof projectorProgressSchema>;

/** GET /api/status: health, the log's head, the projector's checkpoint and the lag between. */
export const statusResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  product: z.string(),
  version: z.string(),
  time: z.string(),
  event_store: z.object({ kind: z.string(), position: z.number().int().nonnegative() }),
  projector: projectorProgressSchema.extend({ namespace: z.string() }),
  read_store: z.object({ kind: z.string() }),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;
