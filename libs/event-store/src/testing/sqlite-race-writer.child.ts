/**
 * A race writer in a process of its own, with its own connection to the SQLite file: the parent
 * forks one per writer (see sqlite-child-writers.ts). Protocol over IPC: we send `ready` once the
 * store is open, wait for the plan, run it, send `report` (or `error`), close and exit.
 */
import { SqliteEventStore } from '../sqlite/sqlite-event-store';
import { runRaceWriter } from './race-writer';
import { type ChildMessage, type ParentMessage } from './sqlite-child-writers';

const filename = process.argv[2];
if (!filename || !process.send) throw new Error('usage: fork with IPC and the database filename');

const send = (message: ChildMessage): Promise<void> =>
  new Promise((resolve) => {
    process.send?.(message, undefined, {}, () => resolve());
  });

const store = new SqliteEventStore({ filename });
// An orphan (parent killed) must not keep running.
const exitAsOrphan = (): never => process.exit(1);
process.on('disconnect', exitAsOrphan);
process.once('message', (message: ParentMessage) => {
  runRaceWriter(store, message)
    .then((report) => send({ kind: 'report', report }))
    .catch((error: unknown) => send({ kind: 'error', message: String((error as Error)?.stack ?? error) }))
    .finally(async () => {
      await store.close();
      process.off('disconnect', exitAsOrphan);
      process.disconnect();
    });
});
void send({ kind: 'ready' });
