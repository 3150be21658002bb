import { DomainError } from './domain-error';
import { deepEqual } from './equality';

/**
 * Given / when / then for deciders (after Emmett's DeciderSpecification), framework-free so it
 * type-checks in the library build and works under any test runner:
 *
 *   DeciderSpecification.for(quotaDecider)
 *     .given([trialStarted])
 *     .when(reserveQuestion)
 *     .then([trialDecremented]);           // or .thenNothingHappens() / .thenThrows('TRIAL.EXHAUSTED')
 *
 * It also guards purity: the given events and every intermediate state are deep-frozen, so an
 * evolve or decide that mutates its input fails the test, and decide runs twice to prove it is
 * deterministic.
 */

interface SpecDecider<TState, TCommand, TEvent> {
  initialState(): TState;
  evolve(state: TState, event: TEvent): TState;
  decide(command: TCommand, state: TState): TEvent[];
}

export interface DeciderThen<TEvent> {
  then(expected: readonly TEvent[]): void;
  thenNothingHappens(): void;
  /** Asserts a DomainError with this code and returns it for further checks. */
  thenThrows(code: string): DomainError;
}

export const DeciderSpecification = {
  for<TState, TCommand, TEvent>(decider: SpecDecider<TState, TCommand, TEvent>) {
    return {
      given(events: readonly TEvent[]) {
        return {
          when(command: TCommand): DeciderThen<TEvent> {
            const run = (): TEvent[] => {
              let state = deepFreeze(decider.initialState());
              for (const event of events) state = deepFreeze(decider.evolve(state, deepFreeze(event)));
              return decider.decide(deepFreeze(command), state);
            };
            return {
              then(expected) {
                const actual = run();
                assertEqual(actual, expected, 'decide returned unexpected events');
                assertEqual(run(), actual, 'decide is not deterministic');
              },
              thenNothingHappens() {
                assertEqual(run(), [], 'expected no events');
              },
              thenThrows(code) {
                let outcome: unknown;
                try {
                  outcome = run();
                } catch (error) {
                  if (!(error instanceof DomainError)) throw error;
                  if (error.code !== code) {
                    throw new Error(`Expected DomainError ${code} but got ${error.code}: ${error.message}`);
                  }
                  return error;
                }
                throw new Error(`Expected DomainError ${code} but decide returned ${stringify(outcome)}`);
              },
            };
          },
        };
      },
    };
  },
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

function assertEqual(actual: unknown, expected: unknown, title: string): void {
  if (!deepEqual(actual, expected)) {
    throw new Error(`${title}\nExpected: ${stringify(expected)}\nReceived: ${stringify(actual)}`);
  }
}

function stringify(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? String(value);
}
