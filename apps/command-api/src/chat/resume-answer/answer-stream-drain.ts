import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';

/**
 * Ends the resumed answer streams when the API stops. They hold no work (the answer is produced
 * by whichever process took the ask, and recorded), so on SIGTERM a waiting stream ends at once,
 * before the HTTP server waits for its connections to drain, and the client reconnects to an
 * instance that stays up; the POST answer streams, which do the work, drain as before.
 */
@Injectable()
export class AnswerStreamDrain implements BeforeApplicationShutdown {
  private readonly stopping = new AbortController();

  /** Aborted when the application starts shutting down. */
  get signal(): AbortSignal {
    return this.stopping.signal;
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort();
  }
}
