import { type EventMetadata } from '@buildmentor/contracts';

/**
 * The expected state of a stream for an append. Callers state it exactly: `no_stream` for a
 * stream that must not exist yet, a number for the exact current revision (0-based revision of the
 * last event), `stream_exists` when any revision will do but the stream must be there. `any` must
 * come with a reason, so the rare blind append is visible at its call site.
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | number | { any: string };

export interface EventToAppend {
  /** Unique event id (UUID). Deterministic where the command can be repeated. */
  id: string;
  type: string;
  data: unknown;
  /**
   * `JSON.stringify(data)`, when the caller has serialised the data already (the decider runner
   * does, to derive the event ids from it): adapters that store JSON text write it as it is
   * rather than serialise the same data a second time. It must be exactly that serialisation.
   */
  dataJson?: string;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  streamId: string;
  /** 0-based position of the event within its stream. */
  revision: number;
  /** Global position in the log: strictly increasing across all streams, starting at 1. */
  position: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  /** ISO-8601 instant the store recorded the event. */
  recordedAt: string;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextRevision: number;
  /** Global position of the last event appended (or of the existing copy for an idempotent retry). */
  position: number;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive start revision; defaults to the start (forwards) or the end (backwards). */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events with a position strictly greater than this are returned. 0 = from the start. */
  fromPosition?: number;
  maxCount?: number;
}

export interface SubscribeOptions {
  /** Exclusive, as in readAll: the subscription delivers events after this position. */
  fromPosition?: number;
  /** Largest batch the subscription hands out at once. */
  maxBatchSize?: number;
}

/**
 * A catch-up subscription: first every stored event after `fromPosition`, then live events as they
 * are appended, with no gap and no duplicate at the hand-over. Iterate it for batches in log order;
 * `close()` ends the iteration.
 */
export interface EventSubscription extends AsyncIterable<RecordedEvent[]> {
  close(): Promise<void>;
}

export interface StreamMetadata {
  [key: string]: unknown;
}

export interface EventStore {
  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream; an absent stream reads as an empty list. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Current revision of a stream, or null when it does not exist. */
  streamRevision(streamId: string): Promise<number | null>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeOptions): EventSubscription;
  /** Position of the last event in the log (0 when empty). */
  headPosition(): Promise<number>;
  getStreamMetadata(streamId: string): Promise<StreamMetadata | null>;
  setStreamMetadata(streamId: string, metadata: StreamMetadata): Promise<void>;
  close(): Promise<void>;
}

/** Injection token for the port (DESIGN.md: ports are injected by Symbol tokens). */
export const EVENT_STORE = Symbol.for('buildmentor.EventStore');
