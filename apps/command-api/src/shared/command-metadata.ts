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
