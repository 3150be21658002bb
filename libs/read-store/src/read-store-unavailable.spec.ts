import { MongoNetworkError } from 'mongodb';
import { MongoUnavailableError } from './mongodb/mongo-errors';
import { DuplicateKeyError } from './read-store.errors';
import { isReadStoreUnavailable } from './read-store-unavailable';

describe('isReadStoreUnavailable', () => {
  it.each([
    [
      'a PostgreSQL connection exception',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['a refused socket', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a MongoDB network error from the driver', new MongoNetworkError('connection reset')],
    ['the MongoDB adapter’s outage', new MongoUnavailableError(new Error('no primary'))],
  ])('recognises %s', (_what, error) => {
    expect(isReadStoreUnavailable(error)).toBe(true);
  });

  it.each([
    ['a duplicate key', new DuplicateKeyError('profiles', 'E11000')],
    ['a PostgreSQL syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain error', new Error('projection failed')],
    ['not an error', null],
  ])('does not take %s for an outage', (_what, error) => {
    expect(isReadStoreUnavailable(error)).toBe(false);
  });
});
