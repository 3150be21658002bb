/**
 * A writer in a process of its own, with its own connections to the PostgreSQL database: the
 * parent forks one per writer (see postgres-child-writers.ts). Argument: the database URL.
 */
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { serveWriterJob } from './writer-child';

const url = process.argv[2];
if (!url) throw new Error('usage: fork with IPC and the database URL');
// A writer runs one append at a time: one connection is all it uses.
serveWriterJob(new PostgresEventStore({ url, poolSize: 1, applicationName: 'event-store-writer' }));
