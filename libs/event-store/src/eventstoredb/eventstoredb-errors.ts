// Free of the client library on purpose: isEventStoreUnavailable asks this in every process, and
// a process on another store must not load the KurrentDB client (gRPC, about 27 MB) to answer no.

/**
 * Errors that mean "the server cannot be reached right now" rather than "this request is wrong":
 * a refused or lost connection, a deadline, a call the server cancelled (shutting down), a node
 * that stopped being leader (the client reconnects to the new one, as it does for the others). A subscription's read that meets one delivers nothing and is tried
 * again; an append rejects with it and may be retried with the same event ids.
 *
 * Duck-typed on the client's error `type` and the gRPC status `code`, because the client rejects
 * with both kinds: its own CommandErrors (reads through its native bridge, subscriptions) and, for
 * appends, the raw gRPC error (`code` 14, UNAVAILABLE, when the server is away).
 */
export function isEsdbConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { type, code } = error as { type?: unknown; code?: unknown };
  if (typeof type === 'string' && TRANSIENT_TYPES.has(type)) return true;
  return typeof code === 'number' && TRANSIENT_GRPC_CODES.has(code);
}

/** The client's ErrorType values (utils/CommandError.d.ts) that an outage or failover produces. */
const TRANSIENT_TYPES = new Set(['unavailable', 'deadline-exceeded', 'timeout', 'cancelled', 'not-leader']);
/** gRPC status codes: 1 CANCELLED, 4 DEADLINE_EXCEEDED, 14 UNAVAILABLE. */
const TRANSIENT_GRPC_CODES = new Set([1, 4, 14]);
