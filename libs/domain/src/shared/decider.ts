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
