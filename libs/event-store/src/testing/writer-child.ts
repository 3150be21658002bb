import { type EventStore } from '../event-store.port';
import { type ChildMessage, type WriterJob } from './child-writers';
import { runLoadWriter } from './load-writer';
import { runRaceWriter } from './race-writer';

/**
 * The child side of child-writers.ts, whatever the adapter: with the store open, send `ready`,
 * wait for the job, run it, send `report` (or `error`), close the store and exit.
 */
export function serveWriterJob(store: EventStore): void {
  if (!process.send) throw new Error('a writer child must be forked with an IPC channel');
  const send = (message: ChildMessage): Promise<void> =>
    new Promise((resolve) => {
      process.send?.(message, undefined, {}, () => resolve());
    });
  // An orphan (parent killed) must not keep running.
  const exitAsOrphan = (): never => process.exit(1);
  process.on('disconnect', exitAsOrphan);
  process.once('message', (job: WriterJob) => {
    const run = job.kind === 'race' ? runRaceWriter(store, job) : runLoadWriter(store, job);
    run
      .then((report) => send({ kind: 'report', report }))
      .catch((error: unknown) => send({ kind: 'error', message: String((error as Error)?.stack ?? error) }))
      .finally(async () => {
        await store.close();
        process.off('disconnect', exitAsOrphan);
        process.disconnect();
      });
  });
  void send({ kind: 'ready' });
}
