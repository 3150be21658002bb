import { EventEmitter } from 'node:events';
import { createPostgresPool, isConnectionError, migrate, type Pool } from '@buildmentor/postgres';
import { assertAppendable, resolveRepeat, type StoredEvent } from '../append-rules';
import { WrongExpectedRevisionError } from '../event-store.errors';
import {
  type AppendResult,
  type EventStore,
  type EventSubscription,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamMetadata,
  type SubscribeOptions,
} from '../event-store.port';
import { APPENDED, PollingSubscription } from '../polling-subscription';
import { NotificationListener } from './postgres-listener';
import { GroupCommit, type Waiting } from '../group-commit';
import { APPENDED_CHANNEL, EVENT_STORE_MIGRATIONS } from './postgres-schema';
import {
  type AppendAloneRow,
  appendAloneValues,
  type AppendBatchRow,
  appendBatchValues,
  type EventRow,
  type SerialisedAppend,
  serialiseAppend,
  SQL,
  toRecordedEvent,
} from './postgres-statements';

export interface PostgresEventStoreOptions {
  url: string;
  /** Connections for appends and reads (default 10); the LISTEN connection comes on top. */
  poolSize?: number;
  /**
   * How often an idle subscription reads anyway (ms, default 500): the fallback for a lost
   * notification. Also the LISTEN connection's reconnection pace (at most 1 s) during an outage.
   */
  pollIntervalMs?: number;
  /** Shown in pg_stat_activity (default `event-store`; the LISTEN connection adds `-listen`). */
  applicationName?: string;
  /** Told after each commit of appends how many it carried (the group commit's effect, for metrics). */
  onCommit?: (appends: number) => void;
}

const DEFAULT_BATCH = 500;
/** After a miss of the lone-append statement (see appendAlone), how many lone appends skip it. */
const ALONE_COOLDOWN = 16;
/** Bounds of one group-commit batch: appends, and bytes of bodies (one larger append goes alone). */
const MAX_BATCH_APPENDS = 100;
const MAX_BATCH_BYTES = 1 << 20;

/** What the batch call says about one append: its revision and last position, or why not. */
interface AppendOutcome {
  /** The stream's revision after the append, or its current one when rejected (-1: no stream). */
  revision: number;
  /** Last position written; null when rejected. */
  position: number | null;
  /** Where its ids are already stored, when they were looked up and found. */
  stored: (StoredEvent & { id: string })[] | null;
}

type QueuedAppend = SerialisedAppend & Waiting<AppendOutcome>;

/**
 * Event store on PostgreSQL. Appends are group-committed: one goes at once, and those made while
 * it is in flight go together as the next batch, one round trip, one lock, one commit (see
 * event_store_append_batch and, for why appends are serialised, postgres-schema.ts); each append
 * of a batch still has its own revision check and its own result. Reads walk the primary key on
 * position.
 *
 * Subscriptions are the same polling loop as SQLite's (`position > last delivered`), woken at once
 * by LISTEN/NOTIFY and by this process's own appends, and polling every `pollIntervalMs` in case a
 * notification is lost. A read that meets an outage delivers nothing and the loop tries again, so
 * a subscription outlives a server restart or a terminated backend and resumes where it was.
 *
 * append() during an outage rejects with the driver's error, which isConnectionError recognises
 * (the API answers 503), as does every append of the batch it was in: none of them is reported as
 * done. Whether such an append committed is unknown to the caller; retrying it with the same event
 * ids is safe: an exact repeat returns the original result.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly listener: NotificationListener;
  private readonly pollIntervalMs: number;
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private readonly subscriptions = new Set<PollingSubscription>();
  private readonly appends = new GroupCommit<QueuedAppend>({
    commit: (batch) => this.commitBatch(batch),
    maxItems: MAX_BATCH_APPENDS,
    maxWeight: MAX_BATCH_BYTES,
    weight: (append) => append.bytes,
  });
  private schema: Promise<void> | null = null;
  private migrated = false;
  /** Lone appends left to send through the function after SQL.appendAlone missed (see appendAlone). */
  private aloneCooldown = 0;
  private closed = false;

  constructor(private readonly options: PostgresEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    const applicationName = options.applicationName ?? 'event-store';
    this.pool = createPostgresPool({ url: options.url, max: options.poolSize ?? 10, applicationName });
    this.listener = new NotificationListener({
      url: options.url,
      channel: APPENDED_CHANNEL,
      onSignal: () => this.appended.emit(APPENDED),
      retryMs: Math.min(this.pollIntervalMs, 1000),
      applicationName: `${applicationName}-listen`,
    });
    // Migrate now rather than on the first call; a failure is retried by the next call.
    this.ready().catch(() => undefined);
  }

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    assertAppendable(events, expected);
    if (this.closed) throw new Error('PostgresEventStore is closed');
    const append = serialiseAppend(streamId, events, expected);
    const outcome = await new Promise<AppendOutcome>((resolve, reject) =>
      this.appends.add(Object.assign(append, { resolve, reject })),
    );
    if (outcome.position !== null) return { nextRevision: outcome.revision, position: outcome.position };
    // Nothing was written: the revision did not match, or some ids are already stored.
    const stored = new Map((outcome.stored ?? []).map((s) => [s.id, s]));
    const repeat = resolveRepeat(
      streamId,
      events,
      expected,
      events.map((e) => stored.get(e.id)),
    );
    if (repeat) return repeat;
    throw new WrongExpectedRevisionError(streamId, expected, outcome.revision < 0 ? null : outcome.revision);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.maxCount ?? null;
    const rows =
      options.direction === 'backwards'
        ? await this.queryArrays<EventRow>(SQL.readBackwards, [
            streamId,
            options.fromRevision ?? Number.MAX_SAFE_INTEGER,
            limit,
          ])
        : await this.queryArrays<EventRow>(SQL.readForwards, [streamId, options.fromRevision ?? 0, limit]);
    return rows.map(toRecordedEvent);
  }

  async streamRevision(streamId: string): Promise<number | null> {
    const [row] = await this.query<{ revision: string | null }>({
      ...SQL.selectRevision,
      values: [streamId],
    });
    return row?.revision == null ? null : Number(row.revision);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const rows = await this.queryArrays<EventRow>(SQL.readAfter, [
      options.fromPosition ?? 0,
      options.maxCount ?? null,
    ]);
    return rows.map(toRecordedEvent);
  }

  subscribeToAll(options: SubscribeOptions = {}): EventSubscription {
    if (this.closed) throw new Error('PostgresEventStore is closed');
    this.listener.start();
    const subscription = new PollingSubscription({
      fromPosition: options.fromPosition ?? 0,
      maxBatchSize: options.maxBatchSize ?? DEFAULT_BATCH,
      idlePollMs: this.pollIntervalMs,
      readAfter: (after, limit) => this.readForSubscription(after, limit),
      appended: this.appended,
      onClose: (s) => this.subscriptions.delete(s),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<number> {
    const [row] = await this.query<{ head: string }>(SQL.selectHead);
    return Number(row?.head ?? 0);
  }

  async getStreamMetadata(streamId: string): Promise<StreamMetadata | null> {
    const [row] = await this.query<{ metadata: StreamMetadata }>({
      ...SQL.selectMetadata,
      values: [streamId],
    });
    return row?.metadata ?? null;
  }

  async setStreamMetadata(streamId: string, metadata: StreamMetadata): Promise<void> {
    await this.query({ ...SQL.upsertMetadata, values: [streamId, JSON.stringify(metadata)] });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.appends.idle();
    await this.listener.close();
    await this.schema?.catch(() => undefined);
    await this.pool.end();
  }

  /**
   * Commits one batch and settles each of its appends. A connection error fails them all: none is
   * reported as done, whatever the server did. Any other error is retried append by append, so
   * an append PostgreSQL refuses (a stream id it cannot store) fails alone.
   */
  private async commitBatch(batch: QueuedAppend[]): Promise<void> {
    let row: AppendBatchRow;
    try {
      const alone = batch.length === 1 ? await this.appendAlone(batch[0]!) : null;
      row = alone ?? (await this.appendBatch(batch));
    } catch (error) {
      if (batch.length === 1 || isConnectionError(error)) {
        for (const append of batch) append.reject(error);
      } else {
        for (const append of batch) await this.commitBatch([append]);
      }
      return;
    }
    this.options.onCommit?.(batch.length);
    let appended = false;
    batch.forEach((append, i) => {
      const position = row.positions[i];
      if (position != null) appended = true;
      append.resolve({
        revision: Number(row.revisions[i]),
        position: position == null ? null : Number(position),
        stored: row.stored?.[i] ?? null,
      });
    });
    if (appended) this.appended.emit(APPENDED);
  }

  /**
   * A lone single-event append tries SQL.appendAlone, one INSERT with no function call. When that
   * writes nothing (the lock was busy, the check failed, an id is stored, or its snapshot was
   * stale), event_store_append_batch says why, and the next few lone appends go straight to it, so
   * that a store whose appends keep missing (other processes appending all the time) does not pay
   * two round trips for each. null: not for this append, use the function.
   */
  private async appendAlone(append: QueuedAppend): Promise<AppendBatchRow | null> {
    if (append.ids.length !== 1) return null;
    if (this.aloneCooldown > 0) {
      this.aloneCooldown -= 1;
      return null;
    }
    let stored = false;
    try {
      const [row] = await this.query<AppendAloneRow>({
        ...SQL.appendAlone,
        values: appendAloneValues(append),
      });
      if (row) return { revisions: [row.revision], positions: [row.position], stored: null };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      stored = true;
    }
    this.aloneCooldown = ALONE_COOLDOWN;
    return this.appendBatch([append], stored);
  }

  /**
   * One call of event_store_append_batch. It leaves duplicate ids to the UNIQUE index: a stored id
   * (a retried append) fails the whole call, which then wrote nothing, and the batch goes again
   * with every append's ids looked up, so each gets its exact answer (its original result, an
   * IdempotencyConflictError, or appended).
   */
  private async appendBatch(batch: QueuedAppend[], checkIds = false): Promise<AppendBatchRow> {
    let rows: AppendBatchRow[];
    try {
      rows = await this.query<AppendBatchRow>({
        ...SQL.appendBatch,
        values: appendBatchValues(batch, checkIds),
      });
    } catch (error) {
      if (checkIds || !isUniqueViolation(error)) throw error;
      rows = await this.query<AppendBatchRow>({ ...SQL.appendBatch, values: appendBatchValues(batch, true) });
    }
    const row = rows[0];
    if (row?.revisions?.length !== batch.length || row.positions?.length !== batch.length) {
      throw new Error('event_store_append_batch returned no result for every append');
    }
    return row;
  }

  /** The schema, migrated once per store; a failed attempt (server away at start) is retried. */
  private ready(): Promise<void> {
    const schema =
      this.schema ??
      migrate(this.pool, 'event-store', EVENT_STORE_MIGRATIONS).then(
        () => {
          this.migrated = true;
        },
        (error: unknown) => {
          this.schema = null;
          throw error;
        },
      );
    this.schema = schema;
    return schema;
  }

  private async query<R extends object>(config: {
    name: string;
    text: string;
    values?: unknown[];
  }): Promise<R[]> {
    if (!this.migrated) await this.ready();
    try {
      return (await this.pool.query<R>(config)).rows;
    } catch (error) {
      throw asConnectionError(error);
    }
  }

  private async queryArrays<R extends unknown[]>(
    config: { name: string; text: string; rowMode: 'array' },
    values: unknown[],
  ): Promise<R[]> {
    if (!this.migrated) await this.ready();
    try {
      return (await this.pool.query<R>({ ...config, values })).rows;
    } catch (error) {
      throw asConnectionError(error);
    }
  }

  /**
   * A subscription's read: an outage must not end the subscription, so a connection error reads
   * as "nothing new yet"; the loop waits (a poll interval, or the listener's reconnection signal)
   * and reads again from the same position. Any other error is a real failure and ends it.
   */
  private async readForSubscription(after: number, limit: number): Promise<RecordedEvent[]> {
    try {
      return await this.readAll({ fromPosition: after, maxCount: limit });
    } catch (error) {
      if (this.closed || isConnectionError(error)) return [];
      throw error;
    }
  }
}

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown }).code === '23505';

/**
 * pg-pool's own timeout (every connection busy or still connecting for connectionTimeoutMillis)
 * says nothing isConnectionError recognises, yet during an outage it means the same thing: the
 * database cannot be reached now. Restated so callers map it to 503 like the driver's errors.
 */
function asConnectionError(error: unknown): unknown {
  if (error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message)) {
    return new Error(`database unavailable: connection timeout (${error.message})`, { cause: error });
  }
  return error;
}
