import { type ExecutionContext, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type RateLimitClass } from './rate-limits';

const RATE_LIMIT_CLASS = 'buildmentor:rate-limit-class';
const RATE_LIMIT_EXEMPT = 'buildmentor:rate-limit-exempt';
const reflector = new Reflector();

/** Puts a route (or every route of a controller) in a rate-limit class of `RATE_LIMITS`. */
export const RateLimit = (rateLimitClass: RateLimitClass) => SetMetadata(RATE_LIMIT_CLASS, rateLimitClass);

/** The class of the route a request is for, or null when it has only the every-request budget. */
export function rateLimitClassOf(context: ExecutionContext): RateLimitClass | null {
  return (
    reflector.getAllAndOverride<RateLimitClass | undefined>(RATE_LIMIT_CLASS, [
      context.getHandler(),
      context.getClass(),
    ]) ?? null
  );
}

/**
 * Leaves a route out of every rate limit, the every-request budget included: the health probes,
 * which a load balancer sends every few seconds from one address and which must never be refused.
 */
export const NoRateLimit = () => SetMetadata(RATE_LIMIT_EXEMPT, true);

export function isRateLimitExempt(context: ExecutionContext): boolean {
  return (
    reflector.getAllAndOverride<boolean | undefined>(RATE_LIMIT_EXEMPT, [
      context.getHandler(),
      context.getClass(),
    ]) === true
  );
}
