import { type AnswerUsage } from './answer-generator.port';

/**
 * Why an answer could not be produced (HTTP error, timeout, invalid or refused model output).
 * The reason is for operators: it is recorded in AnswerFailed, while users see the spec's generic
 * chat failure text. Keep it short and free of secrets.
 */
export class AnswerGenerationError extends Error {
  override readonly name = 'AnswerGenerationError';

  constructor(
    readonly reason: string,
    options?: { cause?: unknown; usage?: AnswerUsage },
  ) {
    super(reason, options);
    this.usage = options?.usage;
  }

  /** Tokens the model server reported before the answer failed (a reply cut off at its limit). */
  readonly usage: AnswerUsage | undefined;
}

/** Cuts a reason to a length an event field and a log line can carry. */
export function shortReason(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
