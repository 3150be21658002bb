import { LAG_EVENTS_COUNT_LIMIT } from '@buildmentor/contracts';
import { type EventStore } from '@buildmentor/event-store';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Batches run from a millisecond (a few events, SQLite) to seconds (500 events, a far server). */
const BATCH_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** One lag reading serves every gauge of a scrape. */
const LAG_READING_MS = 500;

/**
 * Every Prometheus metric of the projector process, created here and nowhere else, in its own
 * registry with Node's default process metrics; `serveMetrics` exposes it on
 * PROJECTOR_METRICS_PORT.
 *
 * Lag is read when scraped, by the rule /api/status uses: the events after this process's last
 * committed position are counted by reading them (up to LAG_EVENTS_COUNT_LIMIT; positions are not
 * counts on every store), and the lag in seconds is the age of the oldest of them. Only the
 * active projector knows a position: a standby reports `buildmentor_projector_active 0` and no
 * lag, so `max` over the processes is the lag of the one that follows.
 */
export class ProjectorMetrics {
  readonly registry = new Registry();
  /** The last position this process committed while it follows the log; null when it does not. */
  private position: number | null = null;
  private lagReading: { at: number; lag: Promise<{ events: number; seconds: number }> } | null = null;

  private readonly active: Gauge = new Gauge({
    name: 'buildmentor_projector_active',
    help: '1 while this process holds the lease and follows the log; 0 as a standby or while it reconnects.',
    registers: [this.registry],
    collect: (): void => this.active.set(this.position === null ? 0 : 1),
  });

  private readonly checkpoint = new Gauge({
    name: 'buildmentor_projector_checkpoint',
    help: 'Log position of the last batch this process committed.',
    registers: [this.registry],
  });

  private readonly lagEvents: Gauge = new Gauge({
    name: 'buildmentor_projector_lag_events',
    help: `Events after the last committed position, counted up to ${LAG_EVENTS_COUNT_LIMIT}; 0 when not following.`,
    registers: [this.registry],
    collect: async (): Promise<void> => this.lagEvents.set((await this.lag()).events),
  });

  private readonly lagSeconds: Gauge = new Gauge({
    name: 'buildmentor_projector_lag_seconds',
    help: 'Age of the oldest event not yet projected; 0 when up to date or not following.',
    registers: [this.registry],
    collect: async (): Promise<void> => this.lagSeconds.set((await this.lag()).seconds),
  });

  private readonly batchDuration = new Histogram({
    name: 'buildmentor_projector_batch_duration_seconds',
    help: 'Time to apply and commit one batch (its read models and checkpoint in one transaction).',
    buckets: BATCH_BUCKETS,
    registers: [this.registry],
  });

  private readonly eventsProjected = new Counter({
    name: 'buildmentor_projector_events_total',
    help: 'Events applied in committed batches (dead-lettered ones included).',
    registers: [this.registry],
  });

  private readonly deadLetters = new Counter({
    name: 'buildmentor_projector_dead_letters_total',
    help: 'Dead letters written: an event a projection could not apply.',
    registers: [this.registry],
  });

  constructor(private readonly eventStore: EventStore) {
    collectDefaultMetrics({ register: this.registry });
  }

  /** This process holds the lease and follows the log from `position`. */
  following(position: number): void {
    this.position = position;
    this.lagReading = null;
    this.checkpoint.set(position);
  }

  /** Standing by, reconnecting or stopped. */
  notFollowing(): void {
    this.position = null;
    this.lagReading = null;
  }

  batchCommitted(batch: { events: number; deadLettered: number; seconds: number; lastPosition: number }) {
    this.batchDuration.observe(batch.seconds);
    this.eventsProjected.inc(batch.events);
    if (batch.deadLettered > 0) this.deadLetters.inc(batch.deadLettered);
    this.following(batch.lastPosition);
  }

  private lag(): Promise<{ events: number; seconds: number }> {
    const now = Date.now();
    if (this.lagReading && now - this.lagReading.at < LAG_READING_MS) return this.lagReading.lag;
    const lag = this.readLag(now);
    this.lagReading = { at: now, lag };
    return lag;
  }

  private async readLag(now: number): Promise<{ events: number; seconds: number }> {
    if (this.position === null) return { events: 0, seconds: 0 };
    try {
      const pending = await this.eventStore.readAll({
        fromPosition: this.position,
        maxCount: LAG_EVENTS_COUNT_LIMIT + 1,
      });
      const oldest = pending[0];
      return {
        events: Math.min(pending.length, LAG_EVENTS_COUNT_LIMIT),
        seconds: oldest ? Math.max(0, (now - Date.parse(oldest.recordedAt)) / 1000) : 0,
      };
    } catch {
      // The store is away: the projector is reconnecting and says so; the scrape still answers.
      return { events: 0, seconds: 0 };
    }
  }
}
