import { WrongExpectedRevisionError } from './event-store.errors';
import { isEventStoreUnavailable } from './event-store-unavailable';

describe('isEventStoreUnavailable', () => {
  it.each([
    [
      'a PostgreSQL connection exception',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['a refused socket', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    [
      'an EventStoreDB outage',
      Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 }),
    ],
    ['an EventStoreDB failover', Object.assign(new Error('Not leader'), { type: 'not-leader' })],
  ])('recognises %s', (_what, error) => {
    expect(isEventStoreUnavailable(error)).toBe(true);
  });

  it.each([
    ['a stale revision', new WrongExpectedRevisionError('user-1', 3, 4)],
    ['a PostgreSQL constraint violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a plain error', new Error('bad event')],
  ])('does not take %s for an outage', (_what, error) => {
    expect(isEventStoreUnavailable(error)).toBe(false);
  });
});
