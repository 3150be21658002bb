import { DeciderSpecification } from './decider-spec';
import { deepEqual } from './equality';
import { DomainError } from './domain-error';

// A counter decider, just enough to exercise the helper's own failure paths.
type CounterEvent = { type: 'Added'; data: { by: number } };
type CounterCommand = { type: 'Add'; data: { by: number } };
const counter = {
  initialState: () => ({ total: 0 }),
  evolve: (state: { total: number }, event: CounterEvent) => ({ total: state.total + event.data.by }),
  decide: (command: CounterCommand, state: { total: number }): CounterEvent[] => {
    if (command.data.by <= 0)
      throw new DomainError('COUNTER.NOT_POSITIVE', 'validation', 'Add a positive number.');
    if (state.total >= 10) return [];
    return [{ type: 'Added', data: { by: command.data.by } }];
  },
};
const add = (by: number): CounterCommand => ({ type: 'Add', data: { by } });
const added = (by: number): CounterEvent => ({ type: 'Added', data: { by } });

describe('DeciderSpecification', () => {
  const spec = DeciderSpecification.for(counter);

  it('passes when decide returns the expected events', () => {
    spec
      .given([added(1)])
      .when(add(2))
      .then([added(2)]);
  });

  it('fails with both sides shown when the events differ', () => {
    expect(() =>
      spec
        .given([])
        .when(add(2))
        .then([added(3)]),
    ).toThrow(/Expected:[\s\S]*"by": 3[\s\S]*Received:/);
  });

  it('checks for no events', () => {
    spec
      .given([added(10)])
      .when(add(1))
      .thenNothingHappens();
    expect(() => spec.given([]).when(add(1)).thenNothingHappens()).toThrow('expected no events');
  });

  it('returns the thrown domain error for further checks', () => {
    const error = spec.given([]).when(add(0)).thenThrows('COUNTER.NOT_POSITIVE');
    expect(error.category).toBe('validation');
  });

  it('fails when another code or no error is thrown', () => {
    expect(() => spec.given([]).when(add(0)).thenThrows('OTHER')).toThrow('but got COUNTER.NOT_POSITIVE');
    expect(() => spec.given([]).when(add(1)).thenThrows('COUNTER.NOT_POSITIVE')).toThrow(
      'but decide returned',
    );
  });

  it('catches an evolve that mutates state', () => {
    const mutating = {
      ...counter,
      evolve: (state: { total: number }, event: CounterEvent) => {
        state.total += event.data.by;
        return state;
      },
    };
    expect(() =>
      DeciderSpecification.for(mutating)
        .given([added(1)])
        .when(add(1))
        .then([added(1)]),
    ).toThrow(TypeError);
  });

  it('compares like toEqual', () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual([1, [2]], [1, [2]])).toBe(true);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual({ a: null }, { a: undefined })).toBe(false);
  });
});
