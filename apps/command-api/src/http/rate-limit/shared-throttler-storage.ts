import { type ThrottlerStorage } from '@nestjs/throttler';
import { type WindowCounter } from '../../shared/shared-counts/window-counter';

/**
 * `@nestjs/throttler`'s storage over a WindowCounter, so the rate limits count across every API
 * process (SharedCounts syncs the counter) instead of in each process's memory, the library's
 * default. The decision is made in memory: no request waits for the store.
 *
 * Windows always slide (`blockDuration` is ignored; throttler-options.ts sets it to 0 for that
 * reason): a key is refused while its count in the last `ttl` milliseconds is at the limit, and
 * the refusal says when a request would be admitted again.
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly counter: WindowCounter,
    private readonly now: () => number = Date.now,
  ) {}

  // The record's type is not exported by the library's index; the interface's return type is it.
  async increment(key: string, ttl: number, limit: number): ReturnType<ThrottlerStorage['increment']> {
    const { admitted, count, retryAfterMs } = this.counter.take(key, ttl, limit, this.now());
    return {
      totalHits: Math.ceil(count),
      timeToExpire: Math.ceil(ttl / 1000),
      isBlocked: !admitted,
      timeToBlockExpire: admitted ? 0 : Math.ceil(retryAfterMs / 1000),
    };
  }
}
