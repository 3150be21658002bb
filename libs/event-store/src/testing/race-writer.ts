import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { type AppendResult, type EventStore, type EventToAppend } from '../event-store.port';
import { WrongExpectedRevisionError } from '../event-store.errors';
import { anEvent } from './test-events';

export interface RacePlan {
  streamId: string;
  writers: number;
  rounds: number;
}

/** One writer's share of a race. */
export interface RaceJob {
  streamId: string;
  writerId: number;
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
 * Appends as a command handler does: load the revision, decide, append with that exact revision,
 * and on a conflict load and decide again (fresh events, as a new decision has fresh ids), until
 * one append wins. Returns what was written and how many conflicts it took.
 */
export async function appendAsDecided(
  store: EventStore,
  streamId: string,
  decide: () => EventToAppend[],
): Promise<{ events: EventToAppend[]; result: AppendResult; conflicts: number }> {
  for (let conflicts = 0; ; conflicts += 1) {
    const revision = await store.streamRevision(streamId);
    // The "decide" step: give every other writer the chance to move the stream meanwhile.
    await yieldToEventLoop();
    const events = decide();
    try {
      return { events, result: await store.append(streamId, events, revision ?? 'no_stream'), conflicts };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
}

/** One writer of the race: each round ends with one successful single-event append. */
export async function runRaceWriter(
  store: EventStore,
  { streamId, writerId, rounds }: RaceJob,
): Promise<RaceWriterReport> {
  const report: RaceWriterReport = { writerId, appended: [], conflicts: 0 };
  for (let round = 0; round < rounds; round += 1) {
    const { events, result, conflicts } = await appendAsDecided(store, streamId, () => [
      anEvent({ id: randomUUID(), type: 'RaceAppended', data: { writerId, round } }),
    ]);
    report.appended.push({
      eventId: events[0]!.id,
      revision: result.nextRevision,
      position: result.position,
    });
    report.conflicts += conflicts;
  }
  return report;
}
