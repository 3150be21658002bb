import { domainError } from './domain-error';

/**
 * A client request id is one key per user: it names one question in one conversation. Reusing it
 * for another conversation or another question is refused (422, as the IETF Idempotency-Key draft
 * answers a key reused with a different payload), so a repeat can never buy a second answer.
 */
export const RequestKeyReusedError = domainError(
  'ASK.REQUEST_KEY_REUSED',
  'unprocessable',
  'This request id was already used for a different question. Please send your question again.',
);
