import { z } from 'zod';

/**
 * RFC 9457 problem details, the body of every error response. `detail` carries the user-facing
 * message (the spec's own text where it has one: the frontend shows "the server's detail"), `code`
 * a stable machine code, and `errors` the field paths of a rejected body.
 */
export const problemDetailsSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  instance: z.string().optional(),
  correlation_id: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;

/** Every command response carries the log position of its last event, for read-your-writes. */
export const positionSchema = z.number().int().nonnegative();

/** Header a query sends to wait until the read models include the caller's own write. */
export const MIN_POSITION_HEADER = 'X-Min-Position';
