import { type EventStore, type EventSubscription, type RecordedEvent } from '@buildmentor/event-store';
import { type ReadStore, type ReadStoreProvider } from '@buildmentor/read-store';
import { PROJECTOR_CHECKPOINT, type Projection } from '@buildmentor/read-models';
import { applyBatch, ensureIndexes } from './apply-batch';
import { type Logger, silentLogger } from '@buildmentor/config';
import { LeaseLostError, ProjectorLease } from './projector-lease';
import { type ProjectorMetrics } from '../metrics/projector-metrics';

const MAX_RETRY_DELAY_MS = 5_000;

/** Why following one namespace ended without an error. */
type FollowEnd = 'stopped' | 'namespace-changed' | 'lease-lost' | 'closed-by-store';

/**
 * "Equal jitter": half the backoff delay, plus up to as much again at random, so projectors (and
 * their standbys) cut off by one outage do not all come back in the same millisecond.
 */
export const withJitter = (delayMs: number, random: () => number = Math.random): number =>
  Math.round(delayMs / 2 + random() * (delayMs / 2));

export interface ProjectorOptions {
  eventStore: EventStore;
  provider: ReadStoreProvider;
  projections: readonly Projection[];
  batchSize: number;
  logger?: Logger;
  /** How often the live-namespace pointer is re-read, so a blue/green switch is followed. */
  namespaceCheckMs?: number;
  /** First wait before following again after a store failed; doubles up to 5 s, with jitter. */
  retryDelayMs?: number;
  /**
   * The lease that lets one projector of several be active (the others wait as standbys). Without
   * one, a lease with a random instance id and the default timing is used.
   */
  lease?: ProjectorLease;
  /** How often a standby asks for the lease. */
  standbyPollMs?: number;
  /** Called after each committed batch (the bench measures projection lag with it). */
  onCommitted?: (info: { namespace: string; lastPosition: number; count: number }) => void;
  /**
   * Sees each committed batch (after its checkpoint), so a process-level reaction to an event,
   * such as running a requested replay, happens once the read models include that event.
   */
  afterBatch?: (batch: readonly RecordedEvent[], namespace: string) => void;
  /** Told what this process follows and each batch it commits (PROJECTOR_METRICS_PORT serves it). */
  metrics?: ProjectorMetrics;
}

/**
 * The live projector: a catch-up subscription from the stored checkpoint of the live namespace,
 * each batch committed with its checkpoint. When the live pointer moves to another namespace (a
 * replay was switched in), it reopens there and resumes from that namespace's checkpoint.
 *
 * Several may run: the one holding the lease follows, the others are standbys that take the lease
 * when it expires (the holder died) or is released (the holder stopped).
 */
export class Projector {
  private subscription: EventSubscription | null = null;
  private stopping = false;
  private running: Promise<void> | null = null;
  private committedSinceFailure = false;
  private wake: (() => void) | null = null;
  readonly lease: ProjectorLease;

  constructor(private readonly options: ProjectorOptions) {
    this.lease = options.lease ?? new ProjectorLease(crypto.randomUUID());
  }

  start(): Promise<void> {
    this.running ??= this.loop();
    return this.running;
  }

  /** Stops after the batch in flight commits; safe to call more than once. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.subscription?.close();
    await this.running;
  }

  /**
   * Follows the live namespace for as long as the process runs. A store that fails (a server
   * restarting, a connection cut) does not end the process: the projector waits, reopens and
   * resumes from the checkpoint it committed last, which redelivers at most one uncommitted batch,
   * and projections ignore what they have already applied.
   */
  private async loop(): Promise<void> {
    const { logger = silentLogger } = this.options;
    const firstDelay = this.options.retryDelayMs ?? 250;
    let delay = firstDelay;
    while (!this.stopping) {
      try {
        const outcome = await this.followLive();
        if (outcome.kind === 'standby') {
          delay = firstDelay;
          await this.pause(this.options.standbyPollMs ?? 500);
        } else if (outcome.end === 'namespace-changed') {
          delay = firstDelay;
          logger.info('live namespace changed; following it', { from: outcome.namespace });
        } else if (outcome.end === 'lease-lost') {
          delay = firstDelay;
        } else if (outcome.end === 'closed-by-store') {
          // Not an error, yet not a reason to follow again at once either: a store closing every
          // subscription (shutting down, failing over) would otherwise be hammered.
          logger.info('the event store closed the subscription; following again from the checkpoint', {
            retryInMs: delay,
          });
          await this.pause(withJitter(delay));
          delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
        }
      } catch (error) {
        if (this.stopping) break;
        if (error instanceof LeaseLostError) {
          logger.warn('another projector holds the lease; standing by');
          continue;
        }
        // Backoff grows only while failures come back to back; a committed batch resets it.
        if (this.committedSinceFailure) delay = firstDelay;
        this.committedSinceFailure = false;
        const message = error instanceof Error ? error.message : String(error);
        logger.warn('projector stores failed; following again shortly', { error: message, retryInMs: delay });
        await this.reportBestEffort('reconnecting', message);
        await this.pause(withJitter(delay));
        delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
      }
    }
  }

  /** Follows the live namespace while this process holds the lease; a standby round otherwise. */
  private async followLive(): Promise<
    { kind: 'standby'; namespace: string } | { kind: 'followed'; namespace: string; end: FollowEnd }
  > {
    const namespace = await this.options.provider.liveNamespace();
    const store = await this.options.provider.open(namespace);
    try {
      if (!(await this.lease.acquire(store))) {
        await this.lease.report(store, 'standby');
        return { kind: 'standby', namespace };
      }
      try {
        return { kind: 'followed', namespace, end: await this.follow(namespace, store) };
      } finally {
        if (this.stopping) await this.lease.release(store).catch(() => undefined);
      }
    } finally {
      await store.close().catch(() => undefined);
    }
  }

  /** Waits, or less when stop() is called meanwhile. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** Tells the status endpoints about a failure, if the store can be reached at all. */
  private async reportBestEffort(state: 'reconnecting', error: string): Promise<void> {
    try {
      const store = await this.options.provider.open(await this.options.provider.liveNamespace());
      try {
        await this.lease.report(store, state, error);
      } finally {
        await store.close();
      }
    } catch {
      // The store is what failed: the API reads the same store, so it cannot be told anyway.
    }
  }

  /**
   * Projects into one namespace until stopped, the live pointer moves elsewhere, the lease is
   * lost, or the event store ends the subscription; says which.
   */
  private async follow(namespace: string, store: ReadStore): Promise<FollowEnd> {
    const {
      eventStore,
      provider,
      projections,
      batchSize,
      logger = silentLogger,
      onCommitted,
      afterBatch,
      metrics,
    } = this.options;
    const namespaceCheckMs = this.options.namespaceCheckMs ?? 250;
    await ensureIndexes(store, projections);
    const fromPosition = (await store.getCheckpoint(PROJECTOR_CHECKPOINT)) ?? 0;
    logger.info('projector following the log', { namespace, fromPosition });
    metrics?.following(fromPosition);
    const subscription = eventStore.subscribeToAll({ fromPosition, maxBatchSize: batchSize });
    this.subscription = subscription;
    let end: FollowEnd = 'closed-by-store';
    const endBy = (reason: FollowEnd) => {
      end = reason;
      return subscription.close();
    };
    if (this.stopping) await subscription.close();
    // The pointer is watched on a timer rather than per batch, so an idle projector still moves.
    const watcher = setInterval(() => {
      provider.liveNamespace().then(
        (live) => (live !== namespace ? endBy('namespace-changed') : undefined),
        (error: unknown) => logger.warn('could not read the live namespace', { error: String(error) }),
      );
    }, namespaceCheckMs);
    // The lease is renewed on its own timer, so a long batch cannot let it expire; losing it ends
    // the subscription, and the loop stands by. A renewal that fails (the store is away) is not a
    // loss: every batch checks the lease in its transaction anyway.
    await this.lease.report(store, 'following');
    const renewal = setInterval(() => {
      this.lease
        .acquire(store)
        .then(async (held) => {
          if (!held) {
            logger.warn('projector lease lost; standing by');
            await endBy('lease-lost');
          } else await this.lease.report(store, 'following');
        })
        .catch((error: unknown) =>
          logger.warn('could not renew the projector lease', { error: String(error) }),
        );
    }, this.lease.renewEveryMs);
    try {
      for await (const batch of subscription) {
        const last = batch[batch.length - 1];
        if (!last) continue;
        const started = performance.now();
        const { deadLettered } = await applyBatch(store, projections, batch, PROJECTOR_CHECKPOINT, (tx) =>
          this.lease.assertHeld(tx),
        );
        metrics?.batchCommitted({
          events: batch.length,
          deadLettered,
          seconds: (performance.now() - started) / 1000,
          lastPosition: last.position,
        });
        if (deadLettered > 0)
          logger.warn('events dead-lettered', { count: deadLettered, upTo: last.position });
        this.committedSinceFailure = true;
        onCommitted?.({ namespace, lastPosition: last.position, count: batch.length });
        afterBatch?.(batch, namespace);
        if (this.stopping) break;
      }
    } finally {
      clearInterval(watcher);
      clearInterval(renewal);
      await subscription.close().catch(() => undefined);
      this.subscription = null;
      metrics?.notFollowing();
    }
    return this.stopping ? 'stopped' : end;
  }
}
