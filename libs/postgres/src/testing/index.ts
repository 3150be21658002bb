export {
  createTestDatabase,
  describeWithPostgres,
  postgresTestUrl,
  type TestDatabase,
} from './test-database';
export { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from './private-server';
