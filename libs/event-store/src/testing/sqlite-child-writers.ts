import { join } from 'node:path';
import { raceJobs, runJobsInChildProcesses } from './child-writers';
import { type RacePlan, type RaceWriterReport } from './race-writer';

const CHILD_SCRIPT = join(__dirname, 'sqlite-race-writer.child.ts');

/** Runs each writer of `plan` in a child process of its own on the same SQLite file. */
export function runWritersInChildProcesses(filename: string, plan: RacePlan): Promise<RaceWriterReport[]> {
  return runJobsInChildProcesses(CHILD_SCRIPT, [filename], raceJobs(plan));
}
