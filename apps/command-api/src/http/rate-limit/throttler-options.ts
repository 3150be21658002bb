import { type ThrottlerModuleOptions, type ThrottlerOptions, type ThrottlerStorage } from '@nestjs/throttler';
import { clientAddress } from '../client-address';
import { type AppRequest } from '../request-context';
import { rateLimitClassOf } from './rate-limit.decorator';
import { EVERY_REQUEST, type RateLimitRule, type RateLimitTable } from './rate-limits';

const byAddress = (request: AppRequest) => `address:${clientAddress(request)}`;
/** The verified token's user id (the guard runs after AuthGuard); a request without one counts by address. */
const byUser = (request: AppRequest) => (request.user ? `user:${request.user.userId}` : byAddress(request));

/**
 * `@nestjs/throttler` options for a rate-limit table: one named throttler per rule. A class's
 * throttlers skip every route outside the class, and a counter is keyed by throttler and tracker
 * only (not by route, the library's default), so all routes of a class share it. `blockDuration: 0`
 * makes each window slide instead of blocking for a whole window once exceeded. The library's own
 * headers are off: its names carry the throttler name (`Retry-After-ask:user:60000`), so the
 * guard's RateLimitedError carries the standard `Retry-After` instead.
 *
 * The app passes a SharedThrottlerStorage as `storage`, so every API process counts against the
 * same limits (docs/decisions.md says how closely); without one the library counts in memory,
 * per process.
 */
export function throttlerOptions(table: RateLimitTable, storage?: ThrottlerStorage): ThrottlerModuleOptions {
  const throttlers = Object.entries(table).flatMap(([rateLimitClass, rules]) =>
    rules.map((rule) => throttlerFor(rateLimitClass, rule)),
  );
  const names = throttlers.map((t) => t.name);
  if (new Set(names).size !== names.length)
    throw new Error(`two rate-limit rules of one class share a scope and window: ${names.join(', ')}`);
  return {
    throttlers,
    generateKey: (_context, tracker, name) => `${name}|${tracker}`,
    setHeaders: false,
    ...(storage ? { storage } : {}),
  };
}

function throttlerFor(rateLimitClass: string, rule: RateLimitRule): ThrottlerOptions & { name: string } {
  return {
    name: `${rateLimitClass}:${rule.per}:${rule.windowMs}`,
    limit: rule.limit,
    ttl: rule.windowMs,
    blockDuration: 0,
    getTracker: (request) => (rule.per === 'user' ? byUser : byAddress)(request as AppRequest),
    ...(rateLimitClass === EVERY_REQUEST
      ? {}
      : { skipIf: (context) => rateLimitClassOf(context) !== rateLimitClass }),
  };
}
