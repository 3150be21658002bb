import {
  type AppendResult as EsdbAppendResult,
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  type Position,
  type ReadPosition,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
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
import {
  fromCurrentRevision,
  isSystemEventType,
  toEsdbExpected,
  toEsdbPosition,
  toEventData,
  toGlobalPosition,
  toRecordedEvent,
} from './eventstoredb-mapping';
import { EsdbBatchingSubscription } from './eventstoredb-subscription';

export interface EventStoreDbEventStoreOptions {
  /** e.g. `esdb://localhost:2113?tls=false` */
  url: string;
}

const PAGE = 1000;
const DEFAULT_BATCH = 500;

/**
 * The production adapter. ESDB already is an event store, so this mostly translates: expected
 * revisions, errors, positions (see eventstoredb-mapping.ts) and our JSON events.
 *
 * Idempotency is ESDB's own: appending the same event ids with the same expected revision again
 * succeeds and writes nothing. Its check is per stream and positional, so, unlike the SQLite
 * adapter, an id reused in another stream is not detected.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EventSubscription>();

  constructor(options: EventStoreDbEventStoreOptions) {
    this.client = EventStoreDBClient.connectionString(options.url);
  }

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    assertAppendable(events, expected);
    let result: EsdbAppendResult;
    try {
      result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpected(expected),
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      await this.rejectPartialRepeat(streamId, events, expected);
      throw new WrongExpectedRevisionError(streamId, expected, fromCurrentRevision(error.actualVersion));
    }
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
   * $all cannot be filtered server-side on reads in this client version, so system events are
   * skipped here, page by page, until maxCount of ours are found. A forward read includes the
   * event at its start position, hence `position > cursor`.
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    let cursor = options.fromPosition ?? 0;
    while (events.length < maxCount) {
      let seen = 0;
      let last = cursor;
      const read = this.client.readAll({
        direction: FORWARDS,
        fromPosition: cursor === 0 ? START : toEsdbPosition(cursor),
        maxCount: PAGE,
      });
      for await (const resolved of read) {
        seen += 1;
        if (!resolved.event) continue;
        const position = toGlobalPosition(resolved.event.position);
        if (position <= cursor) continue;
        last = position;
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
        if (events.length >= maxCount) break;
      }
      if (seen < PAGE || last === cursor) break;
      cursor = last;
    }
    return events;
  }

  subscribeToAll(options: SubscribeOptions = {}): EventSubscription {
    const fromPosition = options.fromPosition ?? 0;
    const source = this.client.subscribeToAll({
      fromPosition: fromPosition === 0 ? START : toEsdbPosition(fromPosition),
      filter: excludeSystemEvents(),
    });
    const subscription = new EsdbBatchingSubscription(
      source,
      fromPosition,
      options.maxBatchSize ?? DEFAULT_BATCH,
      (s) => this.subscriptions.delete(s),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Position of the last non-system event: read $all backwards, past system events if need be. */
  async headPosition(): Promise<number> {
    let from: ReadPosition = END;
    for (;;) {
      let seen = 0;
      let oldest: Position | undefined;
      for await (const resolved of this.client.readAll({
        direction: BACKWARDS,
        fromPosition: from,
        maxCount: PAGE,
      })) {
        seen += 1;
        if (!resolved.event) continue;
        if (!isSystemEventType(resolved.event.type)) return toGlobalPosition(resolved.event.position);
        oldest = resolved.event.position;
      }
      // A backward read from an event's position starts before that event.
      if (seen < PAGE || !oldest) return 0;
      from = oldest;
    }
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
    await Promise.all([...this.subscriptions].map((s) => s.close()));
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

  /** Position of the event at `revision`; the log head (an upper bound) if the server omits it. */
  private async positionOf(streamId: string, revision: number): Promise<number> {
    const [event] = await this.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    return event && event.position > 0 ? event.position : this.headPosition();
  }
}
