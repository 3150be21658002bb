import { days, hours, minutes } from '@nestjs/throttler';

/** Who a rule counts: the client address, or the signed-in user (the verified token's user id). */
export type RateLimitScope = 'address' | 'user';

export interface RateLimitRule {
  per: RateLimitScope;
  limit: number;
  windowMs: number;
}

/**
 * Every request rate limit, in one place (docs/decisions.md has the same table with the reasons).
 * `every-request` applies to every API route; a route marked `@RateLimit(<class>)` also counts
 * against its class's rules, one counter per class shared by all its routes (asking by POST and by
 * stream spend the same budget). Windows slide: a request is refused while `limit` requests of the
 * window are less than `windowMs` old, and `Retry-After` says when the oldest of them expires.
 * The numbers are far above what a person does and low enough to stop scripts: they must also let
 * the test suite's deliberate bursts through (50 parallel sign-ins and redemptions, 50 parallel
 * asks from one user).
 */
export const RATE_LIMITS = {
  'every-request': [{ per: 'address', limit: 1200, windowMs: minutes(1) }],
  'demo-sign-in': [
    { per: 'address', limit: 60, windowMs: minutes(10) },
    { per: 'address', limit: 300, windowMs: days(1) },
  ],
  credentials: [{ per: 'address', limit: 60, windowMs: minutes(10) }],
  'voucher-redemption': [
    { per: 'user', limit: 10, windowMs: hours(1) },
    { per: 'address', limit: 60, windowMs: hours(1) },
  ],
  ask: [
    { per: 'user', limit: 60, windowMs: minutes(1) },
    { per: 'user', limit: 1000, windowMs: days(1) },
  ],
  'answer-stream': [{ per: 'user', limit: 120, windowMs: minutes(1) }],
  upload: [{ per: 'user', limit: 100, windowMs: hours(1) }],
  'user-write': [{ per: 'user', limit: 30, windowMs: minutes(10) }],
} as const satisfies Record<string, readonly RateLimitRule[]>;

export type RateLimitTable = { readonly [K in keyof typeof RATE_LIMITS]: readonly RateLimitRule[] };
/** The classes a route can be put in; `every-request` needs no mark. */
export type RateLimitClass = Exclude<keyof RateLimitTable, 'every-request'>;
export const EVERY_REQUEST = 'every-request';

/** `RATE_LIMIT_SCALE` multiplies every limit (never below 1); windows stay as they are. */
export function scaleRateLimits(table: RateLimitTable, scale: number): RateLimitTable {
  const scaled = Object.entries(table).map(([name, rules]) => [
    name,
    rules.map((rule) => ({ ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) })),
  ]);
  return Object.fromEntries(scaled) as RateLimitTable;
}
