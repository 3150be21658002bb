/**
 * One abort signal for a whole generation: it fires when the time budget runs out or when the
 * caller cancels. The SDK's own timeout stops at the response headers, so a server that starts
 * streaming and then stalls would otherwise hang the ask forever.
 */
export class Deadline {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private readonly onParentAbort = () => this.controller.abort();
  private expired = false;

  constructor(
    readonly ms: number,
    private readonly parent?: AbortSignal,
  ) {
    this.signal = this.controller.signal;
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort();
    }, ms);
    if (parent?.aborted) this.controller.abort();
    else parent?.addEventListener('abort', this.onParentAbort, { once: true });
  }

  get timedOut(): boolean {
    return this.expired;
  }

  get cancelled(): boolean {
    return !this.expired && (this.parent?.aborted ?? false);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.parent?.removeEventListener('abort', this.onParentAbort);
  }
}
