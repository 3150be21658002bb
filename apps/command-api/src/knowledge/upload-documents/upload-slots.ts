import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { type Response } from 'express';
import { MAX_CONCURRENT_UPLOADS_PER_USER } from '@buildmentor/contracts';
import { type AppRequest } from '../../http/request-context';
import { TooManyUploadsError } from './upload.errors';

/** What a refused client is told to wait: about the time a 10-file upload takes to be stored. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * Upload requests in flight, per user, in this API instance. Not a rate (requests per window:
 * the rate limits do that) but a cap on simultaneous uploads, so one account cannot hold many
 * connections open streaming files into the blob store at once.
 */
@Injectable()
export class UploadSlots {
  private readonly counts = new Map<string, number>();

  /** Takes a slot, or returns null when the user already has the maximum in flight. The returned release is idempotent. */
  tryAcquire(userId: string): (() => void) | null {
    const count = this.counts.get(userId) ?? 0;
    if (count >= MAX_CONCURRENT_UPLOADS_PER_USER) return null;
    this.counts.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(userId) ?? 1) - 1;
      if (left > 0) this.counts.set(userId, left);
      else this.counts.delete(userId);
    };
  }

  inFlight(userId: string): number {
    return this.counts.get(userId) ?? 0;
  }
}

/**
 * Runs before the body is read (guards come before interceptors, so before a byte of the files
 * is parsed): a user with the maximum of uploads in flight gets 429 with Retry-After. The slot
 * is held until the response is sent or the connection drops, whichever comes first.
 */
@Injectable()
export class UploadSlotGuard implements CanActivate {
  constructor(@Inject(UploadSlots) private readonly slots: UploadSlots) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<AppRequest>();
    const response = http.getResponse<Response>();
    // The global auth guard ran first: uploads are never public.
    const release = this.slots.tryAcquire(request.user!.userId);
    if (!release) throw TooManyUploadsError(UPLOAD_RETRY_AFTER_SECONDS);
    response.once('close', release);
    return true;
  }
}
