import { isConnectionError } from './pool';

describe('isConnectionError', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('recognises a server or connection going away', () => {
    expect(isConnectionError(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(isConnectionError(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionError(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isConnectionError(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
  });

  it('does not mistake a wrong statement or a constraint for an outage', () => {
    expect(isConnectionError(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isConnectionError(withCode('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isConnectionError(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isConnectionError('a string')).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});
