import { type EventStore, type EventSubscription, type RecordedEvent } from '@buildmentor/event-store';
import { type ReadStore, type ReadStoreProvider } from '@buildmentor/read-store';
import { PROJECTOR_CHECKPOINT, type Projection } from '@buildmentor/read-models';
import { applyBatch, ensureIndexes } from './apply-batch';
import { type Logger, silentLogger } from '@buildmentor/config';

const MAX_RETRY_DELAY_MS = 5_000;

export interface ProjectorOptions {
  eventStore: EventStore;
  provider: ReadStoreProvider;
  projections: readonly Projection[];
  batchSize: number;
  logger?: Logger;
  /** How often the live-namespace pointer is re-read, so a blue/green switch is followed. */
  namespaceCheckMs?: number;
  /** First wait before following again after a store failed; doubles up to 5 s. */
  retryDelayMs?: number;
  /** Called after each committed batch (the bench measures projection lag with it). */
  onCommitted?: (info: { namespace: string; lastPosition: number; count: number }) => void;
  /**
   * Sees each committed batch (after its checkpoint), so a process-level reaction to an event,
   * such as running a requested replay, happens once the read models include that event.
   */
  afterBatch?: (batch: readonly RecordedEvent[], namespace: string) => void;
}

/**
 * The live projector: a catch-up subscription from the stored checkpoint of the live namespace,
 * each batch committed with its checkpoint. When the live pointer moves to another namespace (a
 * replay was switched in), it reopens there and resumes from that namespace's checkpoint.
 */
export class Projector {
  private subscription: EventSubscription | null = null;
  private stopping = false;
  private running: Promise<void> | null = null;

  constructor(private readonly options: ProjectorOptions) {}

  start(): Promise<void> {
    this.running ??= this.loop();
    return this.running;
  }

  /** Stops after the batch in flight commits; safe to call more than once. */
  async stop(): Promise<void> {
    this.stopping = true;
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
        const namespace = await this.followLive();
        delay = firstDelay;
        if (!this.stopping) logger.info('live namespace changed; following it', { from: namespace });
      } catch (error) {
        if (this.stopping) break;
        logger.warn('projector stores failed; following again shortly', {
          error: error instanceof Error ? error.message : String(error),
          retryInMs: delay,
        });
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
      }
    }
  }

  private async followLive(): Promise<string> {
    const namespace = await this.options.provider.liveNamespace();
    const store = await this.options.provider.open(namespace);
    try {
      await this.follow(namespace, store);
    } finally {
      await store.close().catch(() => undefined);
    }
    return namespace;
  }

  /** Projects into one namespace until stopped or until the live pointer moves elsewhere. */
  private async follow(namespace: string, store: ReadStore): Promise<void> {
    const {
      eventStore,
      provider,
      projections,
      batchSize,
      logger = silentLogger,
      onCommitted,
      afterBatch,
    } = this.options;
    const namespaceCheckMs = this.options.namespaceCheckMs ?? 250;
    await ensureIndexes(store, projections);
    const fromPosition = (await store.getCheckpoint(PROJECTOR_CHECKPOINT)) ?? 0;
    logger.info('projector following the log', { namespace, fromPosition });
    const subscription = eventStore.subscribeToAll({ fromPosition, maxBatchSize: batchSize });
    this.subscription = subscription;
    if (this.stopping) await subscription.close();
    // The pointer is watched on a timer rather than per batch, so an idle projector still moves.
    const watcher = setInterval(() => {
      provider.liveNamespace().then(
        (live) => (live !== namespace ? subscription.close() : undefined),
        (error: unknown) => logger.warn('could not read the live namespace', { error: String(error) }),
      );
    }, namespaceCheckMs);
    try {
      for await (const batch of subscription) {
        const last = batch[batch.length - 1];
        if (!last) continue;
        const { deadLettered } = await applyBatch(store, projections, batch, PROJECTOR_CHECKPOINT);
        if (deadLettered > 0)
          logger.warn('events dead-lettered', { count: deadLettered, upTo: last.position });
        onCommitted?.({ namespace, lastPosition: last.position, count: batch.length });
        afterBatch?.(batch, namespace);
        if (this.stopping) break;
      }
    } finally {
      clearInterval(watcher);
      await subscription.close().catch(() => undefined);
      this.subscription = null;
    }
  }
}
