import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { isRateLimitExempt } from './rate-limit.decorator';
import { RateLimitedError } from './rate-limit.errors';

/**
 * The library's guard with our refusal: 429 problem+json (through ProblemDetailsFilter, like every
 * other error) and a standard `Retry-After` in seconds, when the oldest request of the full window
 * expires. It is registered after AuthGuard, so per-user rules see the verified user id; a request
 * refused there (401) is not counted. Refused requests reach no handler, so they append nothing.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  /** Routes marked `@NoRateLimit()` are counted by no rule. */
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return isRateLimitExempt(context);
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw RateLimitedError(Math.max(1, detail.timeToBlockExpire));
  }
}
