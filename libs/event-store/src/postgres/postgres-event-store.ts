import { EventEmitter } from 'node:events';
import { createPostgresPool, isConnectionError, migrate, type Pool } from '@buildmentor/postgres';
import { assertAppendable, resolveRepeat } from '../append-rules';
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
import { APPENDED_CHANNEL, EVENT_STORE_MIGRATIONS } from './postgres-schema';
import { type AppendRow, appendValues, type EventRow, SQL, toRecordedEvent } from './postgres-statements';

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
}

const DEFAULT_BATCH = 500;

/**
 * Event store on PostgreSQL. One round trip per append (see event_store_append and, for why
 * appends are serialised, postgres-schema.ts); reads walk the primary key on position.
 *
 * Subscriptions are the same polling loop as SQLite's (`position > last delivered`), woken at once
 * by LISTEN/NOTIFY and by this process's own appends, and polling every `pollIntervalMs` in case a
 * notification is lost. A read that meets an outage delivers nothing and the loop tries again, so
 * a subscription outlives a server restart or a terminated backend and resumes where it was.
 *
 * append() during an outage rejects with the driver's error, which isConnectionError recognises
 * (the API answers 503). Whether such an append committed is unknown to the caller; retrying it
 * with the same event ids is safe: an exact repeat returns the original result.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly listener: NotificationListener;
  private readonly pollIntervalMs: number;
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private readonly subscriptions = new Set<PollingSubscription>();
  private schema: Promise<void> | null = null;
  private closed = false;

  constructor(options: PostgresEventStoreOptions) {
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
    const [row] = await this.query<AppendRow>({
      ...SQL.append,
      values: appendValues(streamId, events, expected),
    });
    if (!row) throw new Error('event_store_append returned no row');
    if (row.appended) {
      this.appended.emit(APPENDED);
      return { nextRevision: Number(row.current_revision), position: Number(row.last_position) };
    }
    // Nothing was written: the revision did not match, or some ids are already stored.
    const stored = new Map((row.stored ?? []).map((s) => [s.id, s]));
    const repeat = resolveRepeat(
      streamId,
      events,
      expected,
      events.map((e) => stored.get(e.id)),
    );
    if (repeat) return repeat;
    const current = Number(row.current_revision);
    throw new WrongExpectedRevisionError(streamId, expected, current < 0 ? null : current);
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
    await this.listener.close();
    await this.schema?.catch(() => undefined);
    await this.pool.end();
  }

  /** The schema, migrated once per store; a failed attempt (server away at start) is retried. */
  private ready(): Promise<void> {
    const schema =
      this.schema ??
      migrate(this.pool, 'event-store', EVENT_STORE_MIGRATIONS).catch((error: unknown) => {
        this.schema = null;
        throw error;
      });
    this.schema = schema;
    return schema;
  }

  private async query<R extends object>(config: {
    name: string;
    text: string;
    values?: unknown[];
  }): Promise<R[]> {
    await this.ready();
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
    await this.ready();
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
