import { EventEmitter } from 'node:events';
import type Database from 'better-sqlite3';
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
import { IdempotencyConflictError, WrongExpectedRevisionError } from '../event-store.errors';
import { assertAppendable, dataJsonOf, matchesExpected, resolveRepeat } from '../append-rules';
import { GroupCommit, type Waiting } from '../group-commit';
import { APPENDED, PollingSubscription } from '../polling-subscription';
import { openEventStoreDatabase } from './sqlite-schema';
import { prepareStatements, type SqliteStatements, toRecordedEvent } from './sqlite-statements';

export interface SqliteEventStoreOptions {
  filename: string;
  /** Source of `recordedAt`; injectable so tests can pin time. */
  clock?: () => Date;
  /** Idle poll interval of subscriptions (ms). Other processes' appends are seen this fast. */
  idlePollMs?: number;
  /** Told after each commit of appends how many it carried (the group commit's effect, for metrics). */
  onCommit?: (appends: number) => void;
  /**
   * Whether other appends are likely to arrive during this turn of the event loop (the API: more
   * than one request in flight). Then an append waits for the turn's end to share its commit;
   * otherwise (the default: a lone caller, a CLI, a quiet API) it commits at once.
   */
  gather?: () => boolean;
}

const NO_LIMIT = -1;
const DEFAULT_BATCH = 500;
/** Bounds of one group commit: appends, and bytes of event data (one larger append goes alone). */
const MAX_BATCH_APPENDS = 500;
const MAX_BATCH_BYTES = 4 * 1024 * 1024;

interface QueuedAppend extends Waiting<AppendResult> {
  streamId: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
  bytes: number;
}

/**
 * Event store on one SQLite file. See sqlite-schema.ts for durability and concurrency.
 *
 * Appends can be group-committed. While the owner says others are likely (`gather`: the API with
 * more than one request in flight), the appends made during one turn of the event loop (the
 * requests whose I/O arrived together) are written in one transaction, one commit, at the end of
 * the turn (setImmediate). Each keeps its own revision check and its own result, inside a
 * savepoint: one that fails (a stale revision, a repeated id) is rolled back alone and the others
 * commit. Under load that is a fraction of a commit per append. Otherwise an append commits at
 * once: a lone caller's appends follow each other in one turn, and would each wait a turn for a
 * batch of one.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly clock: () => Date;
  private readonly idlePollMs: number;
  private readonly onCommit: (appends: number) => void;
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private readonly subscriptions = new Set<PollingSubscription>();
  private closed = false;
  private readonly gather: () => boolean;

  private readonly sql: SqliteStatements;
  private readonly appendImmediate: (
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ) => AppendResult;
  /** Inside an open transaction: the same append in a savepoint of its own. */
  private readonly appendInSavepoint: (
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ) => AppendResult;
  private readonly commitMany: (batch: QueuedAppend[]) => Outcome[];
  private readonly appends = new GroupCommit<QueuedAppend>({
    commit: async (batch) => this.commitBatch(batch),
    maxItems: MAX_BATCH_APPENDS,
    maxWeight: MAX_BATCH_BYTES,
    weight: (append) => append.bytes,
    schedule: (run) => setImmediate(run),
  });

  constructor(options: SqliteEventStoreOptions) {
    this.db = openEventStoreDatabase(options.filename);
    this.clock = options.clock ?? (() => new Date());
    this.idlePollMs = options.idlePollMs ?? 10;
    this.onCommit = options.onCommit ?? (() => undefined);
    this.gather = options.gather ?? (() => false);
    this.sql = prepareStatements(this.db);
    // BEGIN IMMEDIATE: take the write lock before reading the revision, so the check and the
    // insert see the same state even with another process appending to the same file.
    this.appendImmediate = this.db.transaction(this.appendInTransaction).immediate;
    this.appendInSavepoint = this.db.transaction(this.appendInTransaction);
    this.commitMany = this.db.transaction((batch: QueuedAppend[]) =>
      batch.map((a) => this.outcome(() => this.appendInSavepoint(a.streamId, a.events, a.expected), a)),
    ).immediate;
  }

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    assertAppendable(events, expected);
    if (this.closed) throw new Error('SqliteEventStore is closed');
    if (!this.gather()) {
      const outcome = this.outcome(() => this.appendImmediate(streamId, events, expected), {
        streamId,
        events,
        expected,
      });
      this.onCommit(1);
      if ('error' in outcome) throw outcome.error;
      this.appended.emit(APPENDED);
      return outcome.result;
    }
    const bytes = events.reduce((sum, event) => sum + (event.dataJson?.length ?? 0), 0);
    return new Promise<AppendResult>((resolve, reject) =>
      this.appends.add({ streamId, events, expected, bytes, resolve, reject }),
    );
  }

  /**
   * One transaction for the batch (a lone append needs no savepoint). Outcomes are settled only
   * once it has committed: should the commit itself fail, GroupCommit rejects every append of it.
   */
  private commitBatch(batch: QueuedAppend[]): void {
    const outcomes =
      batch.length === 1
        ? [
            this.outcome(
              () => this.appendImmediate(batch[0]!.streamId, batch[0]!.events, batch[0]!.expected),
              batch[0]!,
            ),
          ]
        : this.commitMany(batch);
    this.onCommit(batch.length);
    if (outcomes.some((o) => 'result' in o)) this.appended.emit(APPENDED);
    outcomes.forEach((outcome, i) =>
      'result' in outcome ? batch[i]!.resolve(outcome.result) : batch[i]!.reject(outcome.error),
    );
  }

  /** An append's result or its own error, so one append's failure leaves the others of its batch. */
  private outcome(
    append: () => AppendResult,
    a: Omit<QueuedAppend, 'bytes' | 'resolve' | 'reject'>,
  ): Outcome {
    try {
      try {
        return { result: append() };
      } catch (error) {
        if (!isDuplicateEventId(error)) throw error;
        // An id is already stored although the revision check passed (`any`, `stream_exists`, or
        // an id used in another stream). Its writes are rolled back; classify it now.
        const repeat = this.findRepeat(a.streamId, a.events, a.expected);
        if (repeat) return { result: repeat };
        throw new IdempotencyConflictError(
          a.streamId,
          a.events.map((e) => e.id),
        );
      }
    } catch (error) {
      return { error };
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.maxCount ?? NO_LIMIT;
    const rows =
      options.direction === 'backwards'
        ? this.sql.readBackwards.all(streamId, options.fromRevision ?? Number.MAX_SAFE_INTEGER, limit)
        : this.sql.readForwards.all(streamId, options.fromRevision ?? 0, limit);
    return rows.map(toRecordedEvent);
  }

  async streamRevision(streamId: string): Promise<number | null> {
    return this.sql.selectRevision.get(streamId) ?? null;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.sql.readAfter
      .all(options.fromPosition ?? 0, options.maxCount ?? NO_LIMIT)
      .map(toRecordedEvent);
  }

  subscribeToAll(options: SubscribeOptions = {}): EventSubscription {
    if (this.closed) throw new Error('SqliteEventStore is closed');
    const subscription = new PollingSubscription({
      fromPosition: options.fromPosition ?? 0,
      maxBatchSize: options.maxBatchSize ?? DEFAULT_BATCH,
      idlePollMs: this.idlePollMs,
      readAfter: (after, limit) => this.sql.readAfter.all(after, limit).map(toRecordedEvent),
      appended: this.appended,
      onClose: (s) => this.subscriptions.delete(s),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<number> {
    return this.sql.selectHead.get() ?? 0;
  }

  async getStreamMetadata(streamId: string): Promise<StreamMetadata | null> {
    const json = this.sql.selectMetadata.get(streamId);
    return json == null ? null : (JSON.parse(json) as StreamMetadata);
  }

  async setStreamMetadata(streamId: string, metadata: StreamMetadata): Promise<void> {
    this.sql.upsertMetadata.run(streamId, JSON.stringify(metadata));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.appends.idle();
    this.db.close();
  }

  /** Runs inside BEGIN IMMEDIATE; throwing rolls the whole append back. */
  private readonly appendInTransaction = (
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ): AppendResult => {
    const current = this.sql.selectRevision.get(streamId) ?? null;
    if (!matchesExpected(expected, current)) {
      // A retry of an append that already succeeded arrives with a stale revision: answer it
      // with the original result instead of a conflict.
      const repeat = this.findRepeat(streamId, events, expected);
      if (repeat) return repeat;
      throw new WrongExpectedRevisionError(streamId, expected, current);
    }
    const recordedAt = this.clock().toISOString();
    let revision = current ?? -1;
    let position = 0;
    for (const event of events) {
      revision += 1;
      const info = this.sql.insertEvent.run(
        event.id,
        streamId,
        revision,
        event.type,
        dataJsonOf(event),
        JSON.stringify(event.metadata),
        recordedAt,
      );
      position = Number(info.lastInsertRowid);
    }
    return { nextRevision: revision, position };
  };

  /** See resolveRepeat: the shared rule, fed with where each id is stored in this file. */
  private findRepeat(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ): AppendResult | null {
    const stored = events.map((e) => {
      const row = this.sql.selectById.get(e.id);
      return row && { streamId: row.stream_id, revision: row.revision, position: row.position };
    });
    return resolveRepeat(streamId, events, expected, stored);
  }
}

type Outcome = { result: AppendResult } | { error: unknown };

function isDuplicateEventId(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes('events.event_id')
  );
}
