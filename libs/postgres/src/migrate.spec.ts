import { createPostgresPool, type Pool } from './index';
import { migrate } from './migrate';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from './testing';

describeWithPostgres('migrate (POSTGRES_URL)', () => {
  let database: TestDatabase;
  const pools: Pool[] = [];
  const open = (): Pool => {
    const pool = createPostgresPool({ url: database.url, max: 2 });
    pools.push(pool);
    return pool;
  };

  beforeAll(async () => {
    database = await createTestDatabase('migrate');
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database.drop();
  });

  const migrations = [
    { id: '001-things', sql: 'CREATE TABLE things (id int PRIMARY KEY)' },
    { id: '002-thing-names', sql: 'ALTER TABLE things ADD COLUMN name text' },
  ];

  it('applies each migration once however many processes start at the same time', async () => {
    await Promise.all(Array.from({ length: 8 }, () => migrate(open(), 'things', migrations)));
    const pool = open();
    const recorded = await pool.query("SELECT id FROM bm_migrations WHERE component = 'things' ORDER BY id");
    expect(recorded.rows.map((row) => row.id)).toEqual(['001-things', '002-thing-names']);
    await pool.query("INSERT INTO things (id, name) VALUES (1, 'a')");
  });

  it('applies only what is new on a later start', async () => {
    const pool = open();
    await migrate(pool, 'things', [
      ...migrations,
      { id: '003-index', sql: 'CREATE INDEX things_name ON things (name)' },
    ]);
    const recorded = await pool.query(
      "SELECT count(*)::int AS n FROM bm_migrations WHERE component = 'things'",
    );
    expect(recorded.rows[0].n).toBe(3);
  });

  it('records nothing when a migration fails, so the next start retries it', async () => {
    const pool = open();
    await expect(
      migrate(pool, 'broken', [
        { id: '001-ok', sql: 'CREATE TABLE broken_ok (id int)' },
        { id: '002-bad', sql: 'CREATE TABLE things (id int)' },
      ]),
    ).rejects.toThrow(/already exists/);
    const recorded = await pool.query(
      "SELECT count(*)::int AS n FROM bm_migrations WHERE component = 'broken'",
    );
    expect(recorded.rows[0].n).toBe(0);
    const table = await pool.query("SELECT to_regclass('broken_ok') AS t");
    expect(table.rows[0].t).toBeNull();
  });
});
