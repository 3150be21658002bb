import { isReadStoreUnavailable } from '../read-store-unavailable';
import {
  MongoError,
  MongoNetworkError,
  MongoNetworkTimeoutError,
  MongoServerError,
  MongoServerSelectionError,
} from 'mongodb';
import { DuplicateKeyError } from '../read-store.errors';
import { isMongoUnavailable, MongoUnavailableError, toDuplicateKeyError, toPortError } from './mongo-errors';

const selectionTimeout = () =>
  new MongoServerSelectionError('Server selection timed out after 5000 ms', {} as never);
const serverError = (code: number, message = 'server error') => new MongoServerError({ message, code });

describe('isMongoUnavailable', () => {
  it('recognises network errors, timeouts and server selection failing', () => {
    expect(isMongoUnavailable(new MongoNetworkError('connection 4 to db:27017 closed'))).toBe(true);
    expect(isMongoUnavailable(new MongoNetworkTimeoutError('connection timed out'))).toBe(true);
    expect(isMongoUnavailable(selectionTimeout())).toBe(true);
  });

  it('recognises a primary stepping down or shutting down', () => {
    for (const code of [91, 189, 10107, 11600, 11602, 13435, 13436])
      expect(isMongoUnavailable(serverError(code))).toBe(true);
  });

  it('does not take a wrong operation for an outage', () => {
    expect(isMongoUnavailable(serverError(11000, 'E11000 duplicate key'))).toBe(false);
    expect(isMongoUnavailable(serverError(112, 'WriteConflict'))).toBe(false);
    expect(isMongoUnavailable(serverError(2, 'BadValue'))).toBe(false);
    expect(isMongoUnavailable(new MongoError('some client error'))).toBe(false);
    expect(isMongoUnavailable(new Error('connect ECONNREFUSED'))).toBe(false);
    expect(isMongoUnavailable(null)).toBe(false);
  });

  it('recognises a driver error by name, as built by another copy of the driver', () => {
    const foreign = Object.assign(new Error('Server selection timed out'), {
      name: 'MongoServerSelectionError',
    });
    expect(isMongoUnavailable(foreign)).toBe(true);
  });
});

describe('toPortError', () => {
  it('turns an outage into MongoUnavailableError, which the API classifier (isReadStoreUnavailable) recognises', () => {
    const cause = selectionTimeout();
    const error = toPortError('profiles', cause);
    expect(error).toBeInstanceOf(MongoUnavailableError);
    expect((error as Error).cause).toBe(cause);
    expect((error as Error).message).toContain('Server selection timed out');
    expect(isReadStoreUnavailable(error)).toBe(true);
    // The driver's own errors too, as GridFS (the blob store beside the read models) raises them.
    expect(isReadStoreUnavailable(cause)).toBe(true);
  });

  it('turns a duplicate key into DuplicateKeyError, also from a bulkWrite', () => {
    expect(toPortError('profiles', serverError(11000, 'E11000 duplicate key'))).toBeInstanceOf(
      DuplicateKeyError,
    );
    const bulk = Object.assign(serverError(65, 'multiple errors'), { writeErrors: [{ code: 11000 }] });
    expect(toPortError('profiles', bulk)).toBeInstanceOf(DuplicateKeyError);
  });

  it('leaves other errors unchanged', () => {
    const conflict = serverError(112, 'WriteConflict');
    expect(toPortError('profiles', conflict)).toBe(conflict);
    const own = new Error('projection failed');
    expect(toPortError('profiles', own)).toBe(own);
  });
});

describe('toDuplicateKeyError (inside a transaction callback)', () => {
  it('keeps driver errors, and so their labels, for the driver to decide on retries', () => {
    const network = new MongoNetworkError('connection closed');
    network.addErrorLabel('TransientTransactionError');
    expect(toDuplicateKeyError('profiles', network)).toBe(network);
    const commit = serverError(50, 'MaxTimeMSExpired');
    commit.addErrorLabel('UnknownTransactionCommitResult');
    expect(toDuplicateKeyError('profiles', commit)).toBe(commit);
    expect(toDuplicateKeyError('profiles', serverError(11000))).toBeInstanceOf(DuplicateKeyError);
  });
});
