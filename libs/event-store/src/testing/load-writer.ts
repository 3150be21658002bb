import { type EventStore } from '../event-store.port';
import { appendAsDecided } from './race-writer';
import { someEvents } from './test-events';

/** One writer of a mixed load: a stream of its own, and a stream shared with every other writer. */
export interface LoadJob {
  writerId: number;
  ownStreamId: string;
  sharedStreamId: string;
  /** Number of successful appends, each of 1 to 3 events. */
  appends: number;
  /** Every n-th append goes to the shared stream (racing, exact revision), the rest to its own. */
  sharedEvery: number;
}

export interface LoadAppend {
  streamId: string;
  eventIds: string[];
  nextRevision: number;
  position: number;
}

export interface LoadWriterReport {
  writerId: number;
  appends: LoadAppend[];
  conflicts: number;
}

/**
 * Appends to its own stream with the exact revision it knows (it is the only writer there), and
 * to the shared stream as a command handler would (load, decide, append, retry on a conflict).
 * Batches of 1 to 3 events, so the log interleaves multi-event appends of many writers.
 */
export async function runLoadWriter(store: EventStore, job: LoadJob): Promise<LoadWriterReport> {
  const report: LoadWriterReport = { writerId: job.writerId, appends: [], conflicts: 0 };
  let ownRevision: number | null = null;
  for (let i = 0; i < job.appends; i += 1) {
    const size = 1 + (i % 3);
    if (i % job.sharedEvery === job.sharedEvery - 1) {
      const { events, result, conflicts } = await appendAsDecided(store, job.sharedStreamId, () =>
        someEvents(size),
      );
      report.conflicts += conflicts;
      report.appends.push({ streamId: job.sharedStreamId, eventIds: events.map((e) => e.id), ...result });
    } else {
      const events = someEvents(size);
      const result = await store.append(job.ownStreamId, events, ownRevision ?? 'no_stream');
      ownRevision = result.nextRevision;
      report.appends.push({ streamId: job.ownStreamId, eventIds: events.map((e) => e.id), ...result });
    }
  }
  return report;
}
