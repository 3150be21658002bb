import { domainError } from '@buildmentor/domain';

/** A request over a rate limit, told when the oldest request of the full window expires (`Retry-After`). */
export const RateLimitedError = domainError('RATE_LIMITED', 'rate_limited', (retryAfterSeconds: number) => ({
  message: `Too many requests. Please try again in ${waitText(retryAfterSeconds)}.`,
  retryAfterSeconds,
}));

function waitText(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}
