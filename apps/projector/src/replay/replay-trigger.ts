import { parseEventData } from '@buildmentor/contracts';
import { type Logger, silentLogger } from '@buildmentor/config';
import { type EventStore, type RecordedEvent } from '@buildmentor/event-store';
import { collectionOf, type Projection, REPLAYS, type ReplayDoc } from '@buildmentor/read-models';
import { type ReadStore, type ReadStoreProvider } from '@buildmentor/read-store';
import { generateNamespace, replay } from './replay';

/** Fire-and-forget writes: the write chain has already logged the failure. */
const ignore = () => undefined;

export interface ReplayTriggerOptions {
  eventStore: EventStore;
  provider: ReadStoreProvider;
  projections: readonly Projection[];
  logger?: Logger;
  pageSize?: number;
  /** Progress is written at most this often, so a long replay does not spend its time on it. */
  progressEveryMs?: number;
  /** Tests pin it; defaults to the process clock (only for finished_at, an operational field). */
  clock?: () => Date;
}

/**
 * Runs the blue/green replays admins request. The API appends ReplayRequested; the live
 * projector hands every committed batch to `notice`, and a request found there is replayed in the
 * background into a fresh namespace, which is switched live once it has caught up. Progress goes
 * to the `replays` collection of the live namespace for GET /api/admin/system to show; the final
 * record is also copied into the new namespace first, so it is there the moment it goes live.
 * One replay runs at a time; a request arriving meanwhile is recorded as skipped.
 */
export class ReplayTrigger {
  private running: Promise<void> | null = null;
  private runningId: string | null = null;
  /** Record writes are chained, so a late progress write never lands after the final record. */
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly options: ReplayTriggerOptions) {}

  /** The Projector's afterBatch hook. */
  notice(batch: readonly RecordedEvent[], namespace: string): void {
    for (const event of batch) {
      if (event.type !== 'ReplayRequested') continue;
      const data = parseEventData('ReplayRequested', event.data, event.metadata.schemaVersion);
      const doc = this.initial(data.replayId, data.requestedBy, event.metadata.at, namespace);
      if (this.runningId === data.replayId) continue;
      if (this.running) {
        this.write([namespace], {
          ...doc,
          status: 'skipped',
          finished_at: this.now(),
          error: 'Another replay was running; request it again when it has finished.',
        }).catch(ignore);
        continue;
      }
      this.runningId = data.replayId;
      this.running = this.run(doc, namespace)
        .catch((error: unknown) => this.logger.error('replay trigger failed', { error: String(error) }))
        .finally(() => {
          this.running = null;
          this.runningId = null;
        });
    }
  }

  /** Resolves when no replay is running (tests and shutdown). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * At start-up: a replay recorded as running belongs to a process that stopped mid-way; its
   * request will not be delivered again (it is behind the checkpoint), so say so plainly.
   */
  async markInterrupted(): Promise<number> {
    const store = await this.options.provider.open(await this.options.provider.liveNamespace());
    try {
      const stale = await collectionOf(store, REPLAYS).find({ status: 'running' });
      for (const doc of stale)
        await this.save(store, {
          ...doc,
          status: 'failed',
          finished_at: this.now(),
          error: 'Interrupted: the projector stopped during the replay. Request it again.',
        });
      return stale.length;
    } finally {
      await store.close();
    }
  }

  private async run(initial: ReplayDoc, live: string): Promise<void> {
    const { eventStore, provider, projections, pageSize = 1000, progressEveryMs = 200 } = this.options;
    const existing = await this.read(live, initial._id);
    // A redelivered request (the projector restarted before its checkpoint moved) runs once.
    if (existing && existing.status !== 'running') return;
    let doc: ReplayDoc = { ...initial, namespace: generateNamespace() };
    await this.write([live], doc);
    this.logger.info('replay requested; rebuilding', { replayId: doc._id, namespace: doc.namespace });
    let lastWrite = 0;
    try {
      const result = await replay({
        eventStore,
        provider,
        projections,
        namespace: doc.namespace!,
        pageSize,
        onProgress: (p) => {
          doc = { ...doc, events: p.events, last_position: p.lastPosition, head_position: p.headPosition };
          if (Date.now() - lastWrite < progressEveryMs) return;
          lastWrite = Date.now();
          this.write([live], doc).catch(ignore);
        },
      });
      doc = {
        ...doc,
        status: 'done',
        events: result.events,
        last_position: result.lastPosition,
        hashes: result.hashes,
        finished_at: this.now(),
      };
      await this.copyHistory(live, result.namespace);
      await this.write([live, result.namespace], doc);
      await provider.setLiveNamespace(result.namespace);
      this.logger.info('replay done; switched live', {
        replayId: doc._id,
        namespace: result.namespace,
        events: result.events,
      });
    } catch (error) {
      doc = {
        ...doc,
        status: 'failed',
        finished_at: this.now(),
        error: error instanceof Error ? error.message : String(error),
      };
      await this.write([live], doc);
      this.logger.error('replay failed', { replayId: doc._id, error: doc.error });
    }
  }

  private initial(replayId: string, requestedBy: string, requestedAt: string, live: string): ReplayDoc {
    return {
      _id: replayId,
      replay_id: replayId,
      status: 'running',
      requested_by: requestedBy,
      requested_at: requestedAt,
      finished_at: null,
      namespace: null,
      previous_namespace: live,
      events: 0,
      last_position: 0,
      head_position: 0,
      hashes: null,
      error: null,
    };
  }

  /** Earlier replays' records move with the live namespace, so the System tab keeps its history. */
  private async copyHistory(from: string, to: string): Promise<void> {
    const source = await this.options.provider.open(from);
    try {
      const docs = await collectionOf(source, REPLAYS).find({});
      if (docs.length > 0)
        await this.withStore(to, async (target) => {
          for (const doc of docs) await this.save(target, doc);
        });
    } finally {
      await source.close();
    }
  }

  private async read(namespace: string, id: string): Promise<ReplayDoc | null> {
    return this.withStore(namespace, (store) => collectionOf(store, REPLAYS).findOne({ _id: id }));
  }

  private write(namespaces: readonly string[], doc: ReplayDoc): Promise<void> {
    const next = this.writes.then(async () => {
      for (const namespace of namespaces) await this.withStore(namespace, (store) => this.save(store, doc));
    });
    this.writes = next.catch((error: unknown) =>
      this.logger.warn('could not record replay progress', { error: String(error) }),
    );
    return next;
  }

  private async save(store: ReadStore, doc: ReplayDoc): Promise<void> {
    await collectionOf(store, REPLAYS).replaceOne({ _id: doc._id }, doc, { upsert: true });
  }

  private async withStore<R>(namespace: string, body: (store: ReadStore) => Promise<R>): Promise<R> {
    const store = await this.options.provider.open(namespace);
    try {
      return await body(store);
    } finally {
      await store.close();
    }
  }

  private get logger(): Logger {
    return this.options.logger ?? silentLogger;
  }

  private now(): string {
    return (this.options.clock ?? (() => new Date()))().toISOString();
  }
}
