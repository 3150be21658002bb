import { newId } from './event-ids';

/** Who and what caused a command: becomes every event's metadata (DESIGN.md section 2). */
export interface CommandContext {
  /** The acting user's id, or 'system'. */
  actorId: string;
  correlationId: string;
  /** The request (or event) that caused this command; repeats of it give the same event ids. */
  causationId: string;
  /** Decision time, read once from the clock by the handler. */
  at: Date;
}

/**
 * The context of a command a request caused: a fresh causation id unless the caller has a stable
 * one (a client request id, a provider's event id), which makes a repeat append nothing new.
 */
export function commandContext(
  actorId: string,
  correlationId: string,
  at: Date,
  causationId: string = newId(),
): CommandContext {
  return { actorId, correlationId, causationId, at };
}
