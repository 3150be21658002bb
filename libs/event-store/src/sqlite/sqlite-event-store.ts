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
import { APPENDED, PollingSubscription } from '../polling-subscription';
import { openEventStoreDatabase } from './sqlite-schema';
import { prepareStatements, type SqliteStatements, toRecordedEvent } from './sqlite-statements';

export interface SqliteEventStoreOptions {
  filename: string;
  /** Source of `recordedAt`; injectable so tests can pin time. */
  clock?: () => Date;
  /** Idle poll interval of subscriptions (ms). Other processes' appends are seen this fast. */
  idlePollMs?: number;
}

const NO_LIMIT = -1;
const DEFAULT_BATCH = 500;

/** Event store on one SQLite file. See sqlite-schema.ts for durability and concurrency. */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly clock: () => Date;
  private readonly idlePollMs: number;
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private readonly subscriptions = new Set<PollingSubscription>();
  private closed = false;

  private readonly sql: SqliteStatements;
  private readonly appendImmediate: (
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ) => AppendResult;

  constructor(options: SqliteEventStoreOptions) {
    this.db = openEventStoreDatabase(options.filename);
    this.clock = options.clock ?? (() => new Date());
    this.idlePollMs = options.idlePollMs ?? 10;
    this.sql = prepareStatements(this.db);
    // BEGIN IMMEDIATE: take the write lock before reading the revision, so the check and the
    // insert see the same state even with another process appending to the same file.
    this.appendImmediate = this.db.transaction(this.appendInTransaction).immediate;
  }

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    assertAppendable(events, expected);
    let result: AppendResult;
    try {
      result = this.appendImmediate(streamId, events, expected);
    } catch (error) {
      if (!isDuplicateEventId(error)) throw error;
      // An id is already stored although the revision check passed (`any`, `stream_exists`, or
      // an id used in another stream). The transaction is rolled back; classify it now.
      const repeat = this.findRepeat(streamId, events, expected);
      if (repeat) return repeat;
      throw new IdempotencyConflictError(
        streamId,
        events.map((e) => e.id),
      );
    }
    this.appended.emit(APPENDED);
    return result;
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

function isDuplicateEventId(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes('events.event_id')
  );
}
