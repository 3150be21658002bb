import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { type Response } from 'express';
import { HttpProblem } from '../problem-details.filter';

/**
 * The library's guard with our refusal: 429 problem+json (through ProblemDetailsFilter, like every
 * other error) and a standard `Retry-After` in seconds, when the oldest request of the full window
 * expires. It is registered after AuthGuard, so per-user rules see the verified uid; a request
 * refused there (401) is not counted. Refused requests reach no handler, so they append nothing.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new HttpProblem(429, 'RATE_LIMITED', `Too many requests. Please try again in ${waitText(seconds)}.`);
  }
}

function waitText(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}
