import { createHash } from 'node:crypto';

/**
 * What an ask asks for, as a SHA-256 hex digest: the trimmed question and the Enhanced flag (the
 * conversation is compared on its own). Recorded with the question and with the reservation that
 * paid for it, so a repeat of a client request id is recognised as the same request, and the same
 * key sent with something else is refused instead of answered for free.
 */
export function requestFingerprint(question: string, enhanced: boolean, regenerates?: string): string {
  // A regeneration is another request than the same question asked afresh; an ordinary ask's
  // fingerprint stays what it always was.
  const asked = regenerates ? [question.trim(), enhanced, regenerates] : [question.trim(), enhanced];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}
