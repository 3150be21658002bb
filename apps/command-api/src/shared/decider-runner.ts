import { Inject, Injectable } from '@nestjs/common';
import { currentSchemaVersion, parseEvent, type EventType } from '@buildmentor/contracts';
import { type Command, type DecidedEvent, type Decider, DomainError, foldEvents } from '@buildmentor/domain';
import { EVENT_STORE, type EventStore, WrongExpectedRevisionError } from '@buildmentor/event-store';
import { type CommandContext } from './command-metadata';
import { deterministicId } from './event-ids';

export interface RunResult<TEvent extends DecidedEvent, TState> {
  /** The events this command appended (empty when the decider had nothing new to record). */
  events: TEvent[];
  /** State after the command. */
  state: TState;
  /** Log position of the last event appended, or of the stream's last event when nothing was. */
  position: number;
}

const MAX_ATTEMPTS = 25;

/**
 * Load stream -> fold -> decide -> append with the EXACT expected revision. On a concurrent
 * write it reloads and decides again, a bounded number of times, with a little jitter so racing
 * requests spread out. Event ids derive from the causation id, the stream and the revision the
 * decision was made at, so a retried request appends nothing new.
 */
@Injectable()
export class DeciderRunner {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** The current state of a stream, for a read-only check before a command. */
  async load<TState, TCommand extends Command, TEvent extends DecidedEvent>(
    decider: Decider<TState, TCommand, TEvent>,
    streamId: string,
  ): Promise<TState> {
    const recorded = await this.eventStore.readStream(streamId);
    return foldEvents(decider, recorded.map((e) => parseEvent(e.type, e.data, e.metadata.schemaVersion) as unknown as TEvent));
  }

  async run<TState, TCommand extends Command, TEvent extends DecidedEvent>(
    decider: Decider<TState, TCommand, TEvent>,
    streamId: string,
    command: TCommand,
    context: CommandContext,
  ): Promise<RunResult<TEvent, TState>> {
    for (let attempt = 1; ; attempt++) {
      const recorded = await this.eventStore.readStream(streamId);
      // Stored events are upcast to their current schema before the decider sees them.
      const state = foldEvents(decider, recorded.map((e) => parseEvent(e.type, e.data, e.metadata.schemaVersion) as unknown as TEvent));
      const decided = decider.decide(command, state);
      const last = recorded[recorded.length - 1];
      if (decided.length === 0) return { events: [], state, position: last?.position ?? 0 };
      const revision = last ? last.revision : -1;
      try {
        const result = await this.eventStore.append(
          streamId,
          decided.map((event, index) => ({
            id: deterministicId(context.causationId, command.type, streamId, String(revision + 1 + index)),
            type: event.type,
            data: event.data,
            metadata: {
              userId: context.actorId,
              correlationId: context.correlationId,
              causationId: context.causationId,
              at: context.at.toISOString(),
              schemaVersion: currentSchemaVersion(event.type as EventType),
            },
          })),
          last ? last.revision : 'no_stream',
        );
        const next = decided.reduce(decider.evolve, state);
        return { events: decided, state: next, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) {
          throw new DomainError('CONCURRENCY.RETRIES_EXHAUSTED', 'conflict', 'The system is busy with your other requests. Please try again.');
        }
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
      }
    }
  }
}
