/**
 * A writer in a process of its own, with its own connection to the SQLite file: the parent forks
 * one per writer (see sqlite-child-writers.ts). Argument: the database filename.
 */
import { SqliteEventStore } from '../sqlite/sqlite-event-store';
import { serveWriterJob } from './writer-child';

const filename = process.argv[2];
if (!filename) throw new Error('usage: fork with IPC and the database filename');
serveWriterJob(new SqliteEventStore({ filename }));
