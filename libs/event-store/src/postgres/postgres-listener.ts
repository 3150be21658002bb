import { createPostgresPool, type Pool, type PoolClient } from '@buildmentor/postgres';

export interface NotificationListenerOptions {
  url: string;
  channel: string;
  /** Called on every notification, and after each (re)connection. */
  onSignal(): void;
  /** Pause between reconnection attempts (ms). */
  retryMs: number;
  /** Shown in pg_stat_activity. */
  applicationName: string;
}

/**
 * LISTEN on a dedicated connection (a pool of one, for its timeouts and error handling), kept
 * alive across connection loss: when the server restarts or the backend is terminated, the client
 * errors, is destroyed, and a new one connects after `retryMs`, again until it succeeds.
 *
 * Notifications sent while nobody listened are lost, so every successful (re)connection signals
 * once: subscriptions then read, and find whatever was appended meanwhile. Nothing depends on a
 * notification arriving; subscriptions also poll. This only makes live delivery immediate.
 */
export class NotificationListener {
  private readonly pool: Pool;
  /** Destroys the current connection; null while not connected. */
  private dropCurrent: (() => void) | null = null;
  private started = false;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: NotificationListenerOptions) {
    this.pool = createPostgresPool({
      url: options.url,
      max: 1,
      applicationName: options.applicationName,
    });
  }

  /** Starts listening, once; later calls do nothing. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.connect();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.dropCurrent?.();
    await this.pool.end();
  }

  private async connect(): Promise<void> {
    this.retryTimer = null;
    if (this.closed) return;
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch {
      this.retry();
      return;
    }
    let lost = false;
    // Runs once per client, whichever comes first: an 'error' event (terminated backend, reset
    // socket), 'end', LISTEN failing, or close(). Releasing with an error destroys the connection.
    const drop = (): void => {
      if (lost) return;
      lost = true;
      if (this.dropCurrent === drop) this.dropCurrent = null;
      client.release(true);
      this.retry();
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', () => this.options.onSignal());
    try {
      await client.query(`LISTEN ${this.options.channel}`);
    } catch {
      drop();
      return;
    }
    if (lost) return;
    if (this.closed) return drop();
    this.dropCurrent = drop;
    this.options.onSignal();
  }

  private retry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => void this.connect(), this.options.retryMs);
  }
}
