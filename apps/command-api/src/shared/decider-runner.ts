import { Inject, Injectable, Optional } from '@nestjs/common';
import { currentSchemaVersion, parseEvent, type EventType } from '@buildmentor/contracts';
import { type Command, type DecidedEvent, type Decider } from '@buildmentor/domain';
import {
  EVENT_STORE,
  type EventStore,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '@buildmentor/event-store';
import { approximateBytes, BoundedCache } from './bounded-cache';
import { RetriesExhaustedError } from './concurrency.errors';
import { type CommandContext } from './command-metadata';
import { deterministicId } from './event-ids';
import { ApiMetrics } from './metrics/api-metrics';

export interface RunResult<TEvent extends DecidedEvent, TState> {
  /** The events this command appended (empty when the decider had nothing new to record). */
  events: TEvent[];
  /** State after the command. */
  state: TState;
  /** Log position of the last event appended, or of the stream's last event when nothing was. */
  position: number;
}

/** A snapshot's own fields besides its state (decider, revision, position). */
const SNAPSHOT_BYTES = 64;

interface StreamSnapshot {
  decider: unknown;
  state: unknown;
  /** Revision of the last event folded in; -1 for a stream that does not exist yet. */
  revision: number;
  position: number;
}

const MAX_ATTEMPTS = 25;
/**
 * Memory for cached stream states: about 16,000 of a short conversation or a trial's quota (about
 * 1 KB each), fewer when long conversations or years of Starter reservations take their share.
 */
const CACHED_STATES_BYTES = 16 * 1024 * 1024;

/**
 * Load stream -> fold -> decide -> append with the EXACT expected revision. On a concurrent
 * write it reloads and decides again, a bounded number of times, with a little jitter so racing
 * requests spread out. Event ids derive from the causation id, the stream, the revision the
 * decision was made at and the decision itself, so a retried request that decides the same
 * appends nothing new.
 *
 * Folded states are cached per stream with their revision, and a cached state is used as it is:
 * the append's exact expected revision is what proves it current, so the common case costs no
 * read at all. Another process or API instance may have appended meanwhile; then the append
 * fails with a wrong revision and the runner folds the newer events and decides again. A cached
 * state is never trusted for anything the append does not check: before a decision made on it
 * refuses the command (a domain error) or finds nothing new to record, the store's current
 * revision is read (one indexed lookup), and a stale state is brought up to date and asked again.
 */
@Injectable()
export class DeciderRunner {
  private readonly snapshots = new BoundedCache<string, StreamSnapshot>(
    CACHED_STATES_BYTES,
    (streamId, snapshot) => approximateBytes(streamId) + approximateBytes(snapshot.state) + SNAPSHOT_BYTES,
  );

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    /** Absent outside the HTTP app (the operator CLI runs the runner alone). */
    @Optional() @Inject(ApiMetrics) private readonly metrics?: ApiMetrics,
  ) {}

  /** The current state of a stream, for a read-only check before a command. */
  async load<TState, TCommand extends Command, TEvent extends DecidedEvent>(
    decider: Decider<TState, TCommand, TEvent>,
    streamId: string,
  ): Promise<TState> {
    return (await this.current(decider, streamId)).state as TState;
  }

  async run<TState, TCommand extends Command, TEvent extends DecidedEvent>(
    decider: Decider<TState, TCommand, TEvent>,
    streamId: string,
    command: TCommand,
    context: CommandContext,
  ): Promise<RunResult<TEvent, TState>> {
    const cached = this.snapshots.get(streamId);
    // `verified`: the snapshot was read from the store for this command, not taken on trust.
    let snapshot = cached?.decider === decider ? cached : await this.current(decider, streamId);
    let verified = snapshot !== cached;
    for (let attempt = 1; ; attempt++) {
      const state = snapshot.state as TState;
      let decided: TEvent[];
      try {
        decided = decider.decide(command, state);
      } catch (error) {
        if (verified || !(await this.isStale(streamId, snapshot))) throw error;
        snapshot = await this.current(decider, streamId);
        verified = true;
        continue;
      }
      if (decided.length === 0) {
        if (verified || !(await this.isStale(streamId, snapshot)))
          return { events: [], state, position: snapshot.position };
        snapshot = await this.current(decider, streamId);
        verified = true;
        continue;
      }
      // The whole decision is part of every event's id: a repeat with the same ids is taken by the
      // store for the same append (it returns the original result), which is only true if the
      // events are the same. Two requests sharing a causation but deciding differently (one key
      // sent for two conversations at once) then conflict on the revision instead, and the loser
      // decides again on the winner's events. Each event's data is serialised once, for the
      // digest and for the store (`dataJson`).
      const payloads = decided.map((event) => JSON.stringify(event.data) ?? 'null');
      const decision = decided.map((e, i) => `${e.type}\u001e${payloads[i]}`).join('\u001d');
      const at = context.at.toISOString();
      try {
        const result = await this.eventStore.append(
          streamId,
          decided.map((event, index) => ({
            id: deterministicId(
              context.causationId,
              command.type,
              streamId,
              String(snapshot.revision + 1 + index),
              decision,
            ),
            type: event.type,
            data: event.data,
            dataJson: payloads[index],
            metadata: {
              userId: context.actorId,
              correlationId: context.correlationId,
              causationId: context.causationId,
              at,
              schemaVersion: currentSchemaVersion(event.type as EventType),
            },
          })),
          snapshot.revision < 0 ? 'no_stream' : snapshot.revision,
        );
        this.metrics?.appended(decided);
        const next = decided.reduce(decider.evolve, state);
        this.snapshots.set(streamId, {
          decider,
          state: next,
          revision: result.nextRevision,
          position: result.position,
        });
        return { events: decided, state: next, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        // A cached state that was simply behind is no race: catch up at once. Losing a race on a
        // state just read is, and racing requests spread out a little before deciding again.
        if (verified) {
          this.metrics?.conflict(command.type);
          if (attempt >= MAX_ATTEMPTS) throw RetriesExhaustedError();
          await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
        }
        snapshot = await this.current(decider, streamId);
        verified = true;
      }
    }
  }

  /** Whether the stream has moved past a snapshot (another writer appended to it). */
  private async isStale(streamId: string, snapshot: StreamSnapshot): Promise<boolean> {
    return ((await this.eventStore.streamRevision(streamId)) ?? -1) !== snapshot.revision;
  }

  /** The stream's state at its current revision: the cached fold plus any newer events. */
  private async current<TState, TEvent extends DecidedEvent>(
    decider: Decider<TState, Command, TEvent>,
    streamId: string,
  ): Promise<StreamSnapshot> {
    const cached = this.snapshots.get(streamId);
    let base: StreamSnapshot = { decider, state: decider.initialState(), revision: -1, position: 0 };
    if (cached && cached.decider === decider) {
      const revision = (await this.eventStore.streamRevision(streamId)) ?? -1;
      if (revision === cached.revision) return cached;
      if (revision > cached.revision) base = cached;
    }
    const newer = await this.eventStore.readStream(streamId, { fromRevision: base.revision + 1 });
    const snapshot = newer.reduce<StreamSnapshot>(
      (acc, event) => ({
        ...acc,
        state: decider.evolve(acc.state as TState, upcast<TEvent>(event)),
        revision: event.revision,
        position: event.position,
      }),
      base,
    );
    this.snapshots.set(streamId, snapshot);
    return snapshot;
  }
}

/** Stored events are upcast to their current schema before a decider sees them. */
function upcast<TEvent>(event: RecordedEvent): TEvent {
  return parseEvent(event.type, event.data, event.metadata.schemaVersion) as unknown as TEvent;
}
