import { createPostgresPool, inTransaction, isConnectionError } from './pool';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from './testing';

describeWithPostgres('inTransaction when the backend is killed mid-transaction (POSTGRES_URL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pool');
  });
  afterAll(() => database.drop());

  it('rejects with a connection error, keeps the process up, and the pool serves again', async () => {
    const pool = createPostgresPool({ url: database.url, max: 2 });
    const killer = createPostgresPool({ url: database.url, max: 1 });
    try {
      const failure = await inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await killer.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        // The 'error' event of the killed connection arrives between these statements.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await client.query('SELECT 1');
      }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isConnectionError(failure)).toBe(true);
      expect((await pool.query('SELECT 2 AS two')).rows[0].two).toBe(2);
    } finally {
      await Promise.all([pool.end(), killer.end()]);
    }
  });
});
