import type { DomainEvent, EventMetadata } from '@buildmentor/contracts';

/**
 * The Emmett-style decider shape every aggregate follows. `decide` and `evolve` are pure: no
 * clock, no random ids, no I/O. Whatever they need (the time, a new id) arrives in the command.
 */

/** A command: plain data, named in the imperative ('ReserveQuestion'). */
export interface Command<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly data: TData;
}

/** An event as a decider emits it: metadata is added afterwards by the command handler. */
export interface DecidedEvent<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly data: TData;
}

export interface Decider<TState, TCommand extends Command, TEvent extends DecidedEvent> {
  initialState(): TState;
  evolve(state: TState, event: TEvent): TState;
  /** Returns the events that record the command's outcome ([] when there is nothing new), or throws a DomainError. */
  decide(command: TCommand, state: TState): TEvent[];
}

/** A decided event with its metadata attached, distributing over unions. */
export type WithMetadata<TEvent extends DecidedEvent> = TEvent extends DecidedEvent
  ? DomainEvent<TEvent['type'], TEvent['data']>
  : never;

/**
 * Attaches metadata to decided events. The handler supplies it per event, because causation and
 * schema version can differ between the events one command produces.
 */
export function withMetadata<TEvent extends DecidedEvent>(
  events: readonly TEvent[],
  metadataFor: (event: TEvent, index: number) => EventMetadata,
): WithMetadata<TEvent>[] {
  return events.map(
    (event, index) =>
      ({ type: event.type, data: event.data, metadata: metadataFor(event, index) }) as WithMetadata<TEvent>,
  );
}

/** Folds a stream's events into state; what a command handler does before `decide`. */
export function foldEvents<TState, TEvent>(
  decider: { initialState(): TState; evolve(state: TState, event: TEvent): TState },
  events: Iterable<TEvent>,
): TState {
  let state = decider.initialState();
  for (const event of events) state = decider.evolve(state, event);
  return state;
}
