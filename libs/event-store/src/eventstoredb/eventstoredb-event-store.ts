import { EventEmitter } from 'node:events';
import {
  type AllStreamSubscription,
  type AppendResult as EsdbAppendResult,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { assertAppendable } from '../append-rules';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '../event-store.errors';
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
import {
  fromCurrentRevision,
  isEsdbConnectionError,
  ourEvents,
  toEsdbExpected,
  toEsdbPosition,
  toEventData,
  toGlobalPosition,
  toRecordedEvent,
} from './eventstoredb-mapping';
import { LiveSignal } from './eventstoredb-live-signal';

export interface EventStoreDbEventStoreOptions {
  /**
   * e.g. `kurrentdb://localhost:2113?tls=false`; the older `esdb://` and `esdb+discover://` mean
   * the same. Query parameters are the client's (keepAliveInterval, defaultDeadline, ...).
   */
  url: string;
  /**
   * How often an idle subscription reads anyway (ms, default 500): the fallback for a live signal
   * that is down or missed. Also the pace at which a dropped live signal subscribes again (at
   * most 1 s).
   */
  pollIntervalMs?: number;
}

const DEFAULT_BATCH = 500;

/**
 * The production adapter, on `@kurrent/kurrentdb-client`. ESDB already is an event store, so this
 * mostly translates: expected revisions, errors, positions (see eventstoredb-mapping.ts) and our
 * JSON events. Every $all read is filtered on the server to our events (ourEvents()).
 *
 * Idempotency is ESDB's own: appending the same event ids with the same expected revision again
 * succeeds and writes nothing. Its check is per stream and positional, so, unlike the SQLite
 * adapter, an id reused in another stream is not detected.
 *
 * Subscriptions are the same loop as SQLite's and PostgreSQL's (polling-subscription.ts): every
 * pull is a filtered readAll after the last delivered position, so catch-up and live are one read
 * and cannot gap or repeat. ESDB's own catch-up subscription is used only as a wake-up call
 * (LiveSignal, the counterpart of LISTEN), plus this process's own appends, plus a poll every
 * `pollIntervalMs`. Why not hand ESDB's subscription through: it ends with the connection (a
 * dropped gRPC stream, a server closing it), and resuming it would be a second catch-up and
 * hand-over to get right; here a read that meets an outage delivers nothing and the loop tries
 * again, so a subscription outlives a server restart and resumes where it was, like PostgreSQL's.
 * The cost is a second copy of each live event on the wire (pushed as a signal, then read).
 *
 * append() during an outage rejects with an error isEsdbConnectionError recognises. Whether it
 * was written is then unknown; retrying with the same event ids is safe (an exact repeat writes
 * nothing, see above).
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<EventSubscription>();
  /** Emits APPENDED after each append through this store, and on each live signal. */
  private readonly appended = new EventEmitter();
  private readonly liveSignal: LiveSignal;
  private readonly pollIntervalMs: number;
  private closed = false;

  constructor(options: EventStoreDbEventStoreOptions) {
    this.client = KurrentDBClient.connectionString(withCurrentScheme(options.url));
    // One listener per waiting subscription; more than ten subscriptions is legitimate.
    this.appended.setMaxListeners(0);
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.liveSignal = new LiveSignal({
      subscribe: (): AllStreamSubscription =>
        this.client.subscribeToAll({ fromPosition: END, filter: ourEvents() }),
      onSignal: () => this.appended.emit(APPENDED),
      retryMs: Math.min(this.pollIntervalMs, 1000),
    });
  }

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    assertAppendable(events, expected);
    let result: EsdbAppendResult;
    try {
      result = await this.client.appendToStream(streamId, events.map(toEventData), {
        streamState: toEsdbExpected(expected),
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      await this.rejectPartialRepeat(streamId, events, expected);
      throw new WrongExpectedRevisionError(streamId, expected, fromCurrentRevision(error.actualState));
    }
    // Subscriptions of this process read at once, without waiting for the server's push.
    this.appended.emit(APPENDED);
    const nextRevision = Number(result.nextExpectedRevision);
    // The server reports the commit position of the write's last event; an idempotent repeat may
    // come back without one, so look the original up.
    const position = result.position
      ? toGlobalPosition(result.position)
      : await this.positionOf(streamId, nextRevision);
    return { nextRevision, position };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount === 0) return [];
    const backwards = options.direction === 'backwards';
    const read = this.client.readStream(streamId, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision:
        options.fromRevision !== undefined ? BigInt(options.fromRevision) : backwards ? END : START,
      maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of read) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async streamRevision(streamId: string): Promise<number | null> {
    const [last] = await this.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    return last ? last.revision : null;
  }

  /**
   * One filtered read: the server skips system events, so `maxCount` of ours come back in one
   * call. A forward read includes the event at its start position, hence one more than asked and
   * `position > fromPosition`.
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? Number.POSITIVE_INFINITY;
    if (maxCount <= 0) return [];
    const after = options.fromPosition ?? 0;
    const events: RecordedEvent[] = [];
    for await (const resolved of this.client.readAll({
      direction: FORWARDS,
      fromPosition: after === 0 ? START : toEsdbPosition(after),
      ...(Number.isFinite(maxCount) ? { maxCount: maxCount + 1 } : {}),
      filter: ourEvents(),
    })) {
      const event = toRecordedEvent(resolved);
      if (!event || event.position <= after) continue;
      events.push(event);
      if (events.length >= maxCount) break;
    }
    return events;
  }

  subscribeToAll(options: SubscribeOptions = {}): EventSubscription {
    if (this.closed) throw new Error('EventStoreDbEventStore is closed');
    this.liveSignal.start();
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

  /** Position of our last event: one backward read of $all, filtered on the server. */
  async headPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: 1,
      filter: ourEvents(),
    })) {
      const event = toRecordedEvent(resolved);
      if (event) return event.position;
    }
    return 0;
  }

  async getStreamMetadata(streamId: string): Promise<StreamMetadata | null> {
    const { metadata } = await this.client.getStreamMetadata(streamId);
    return metadata ? { ...metadata } : null;
  }

  /**
   * Replaces the stream's metadata. Keys ESDB reserves (maxAge, maxCount, truncateBefore,
   * cacheControl, acl) act on the stream as ESDB settings; others are stored as given.
   */
  async setStreamMetadata(streamId: string, metadata: StreamMetadata): Promise<void> {
    await this.client.setStreamMetadata(streamId, metadata);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.liveSignal.close();
    await this.client.dispose();
  }

  /**
   * ESDB answers a partial repeat (some of our ids at the place we expected to write) with a wrong
   * expected version; our port calls that an idempotency conflict, since a retry cannot succeed.
   */
  private async rejectPartialRepeat(streamId: string, events: EventToAppend[], expected: ExpectedRevision) {
    const start = typeof expected === 'number' ? expected + 1 : expected === 'no_stream' ? 0 : null;
    if (start === null) return;
    const stored = new Set(
      (await this.readStream(streamId, { fromRevision: start, maxCount: events.length })).map((e) => e.id),
    );
    const repeated = events.filter((e) => stored.has(e.id)).map((e) => e.id);
    if (repeated.length > 0) throw new IdempotencyConflictError(streamId, repeated);
  }

  /**
   * A subscription's read. One that meets an outage (see isEsdbConnectionError) delivers nothing
   * and the loop reads again after `pollIntervalMs`, from the same position; any other error ends
   * the subscription's iteration with that error, for its consumer (the projector retries from
   * its checkpoint with backoff).
   */
  private async readForSubscription(after: number, limit: number): Promise<RecordedEvent[]> {
    try {
      return await this.readAll({ fromPosition: after, maxCount: limit });
    } catch (error) {
      if (this.closed || isEsdbConnectionError(error)) return [];
      throw error;
    }
  }

  /** Position of the event at `revision`; the log head (an upper bound) if the server omits it. */
  private async positionOf(streamId: string, revision: number): Promise<number> {
    const [event] = await this.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    return event && event.position > 0 ? event.position : this.headPosition();
  }
}

/**
 * The client still accepts `esdb://` and `esdb+discover://` but prints a deprecation warning on
 * every connection, past our JSON logger; the meaning is the same, so the current names are used.
 */
export function withCurrentScheme(url: string): string {
  return url.replace(
    /^\s*esdb(\+discover)?:\/\//i,
    (_, discover: string | undefined) => `kurrentdb${discover ?? ''}://`,
  );
}
