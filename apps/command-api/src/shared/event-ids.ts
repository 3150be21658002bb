import { hash, randomUUID } from 'node:crypto';

/**
 * A UUID-shaped id derived from its parts. Used where a command can be repeated (a client request
 * id, a Stripe event id, a voucher code + user): the same request yields the same event ids, and
 * the event store turns the repeat into a no-op instead of a second event.
 */
export function deterministicId(...parts: string[]): string {
  // One-shot hash(): half the cost of createHash().update().digest() for these short inputs.
  const hex = hash('sha256', parts.join('\u001f'), 'hex');
  // Version 8 ("custom") UUID layout, RFC 9562, so it is a syntactically valid UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const newId = () => randomUUID();
