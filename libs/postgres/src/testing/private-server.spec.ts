import pg from 'pg';
import { describeWithPostgres } from './test-database';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from './private-server';

const describeWithBinaries = postgresBinaries() ? describeWithPostgres : describe.skip;

describeWithBinaries('a private PostgreSQL server for fault tests', () => {
  let server: PrivatePostgres;
  beforeAll(async () => {
    server = await startPrivatePostgres();
  }, 60_000);
  afterAll(() => server?.stop());

  it('serves, goes away on restart, and serves again on the same URL', async () => {
    const client = new pg.Client({ connectionString: server.url });
    client.on('error', () => undefined);
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    await server.restart();
    await expect(client.query('SELECT 1')).rejects.toThrow();
    const again = new pg.Client({ connectionString: server.url });
    await again.connect();
    expect((await again.query('SELECT 2 AS two')).rows[0].two).toBe(2);
    await again.end();
  }, 60_000);
});
