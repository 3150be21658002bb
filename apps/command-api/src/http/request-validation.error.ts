import { type z } from 'zod';

/** A request body, query or path failed its contract schema; carries the field paths. */
export class RequestValidationError extends Error {
  constructor(readonly issues: Array<{ path: string; message: string }>) {
    super(issues.map((i) => `${i.path || '(body)'}: ${i.message}`).join('; '));
    this.name = 'RequestValidationError';
  }

  static fromZod(error: z.ZodError, prefix: string): RequestValidationError {
    return new RequestValidationError(
      error.issues.map((issue) => ({
        path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
        message: issue.message,
      })),
    );
  }
}

/** Parses input against a contract schema or throws a RequestValidationError (400). */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
  prefix: 'body' | 'query' | 'params',
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw RequestValidationError.fromZod(result.error, prefix);
  return result.data;
}
