import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { type EventStore } from '../event-store.port';
import { WrongExpectedRevisionError } from '../event-store.errors';
import { anEvent } from './test-events';

export interface RacePlan {
  streamId: string;
  writers: number;
  rounds: number;
}

export interface RaceAppend {
  eventId: string;
  revision: number;
  position: number;
}

export interface RaceWriterReport {
  writerId: number;
  appended: RaceAppend[];
  /** WrongExpectedRevisionError count: proof the writers really overlapped. */
  conflicts: number;
}

/**
 * One writer of the race, written as a command handler is: load the revision, decide, append
 * with that exact revision, and on a conflict load again. Each round ends with one success.
 */
export async function runRaceWriter(
  store: EventStore,
  { streamId, writerId, rounds }: { streamId: string; writerId: number; rounds: number },
): Promise<RaceWriterReport> {
  const report: RaceWriterReport = { writerId, appended: [], conflicts: 0 };
  for (let round = 0; round < rounds; round += 1) {
    for (;;) {
      const revision = await store.streamRevision(streamId);
      // The "decide" step: give every other writer the chance to move the stream meanwhile.
      await yieldToEventLoop();
      const eventId = randomUUID();
      try {
        const result = await store.append(
          streamId,
          [anEvent({ id: eventId, type: 'RaceAppended', data: { writerId, round } })],
          revision ?? 'no_stream',
        );
        report.appended.push({ eventId, revision: result.nextRevision, position: result.position });
        break;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        report.conflicts += 1;
      }
    }
  }
  return report;
}
