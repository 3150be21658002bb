// Jest global setup: the PostgreSQL suites run whenever a server is reachable. POSTGRES_URL names
// it; when the variable is not set at all, the local server every development and CI machine runs
// (127.0.0.1:5432, trust authentication) is tried once. Set POSTGRES_URL= (empty) to skip them.
// Test workers are started after this and inherit the variable.
const pg = require('pg');

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

module.exports = async function findPostgres() {
  if (process.env.POSTGRES_URL !== undefined) return;
  const client = new pg.Client({ connectionString: LOCAL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    process.env.POSTGRES_URL = LOCAL;
  } catch {
    // No server here: the suites report themselves as skipped.
  } finally {
    await client.end().catch(() => undefined);
  }
};
