import { join } from 'node:path';
import { type ReportOf, runJobsInChildProcesses, type WriterJob } from './child-writers';

const CHILD_SCRIPT = join(__dirname, 'postgres-race-writer.child.ts');

/** Runs each job in a child process of its own, each with its own pool on the database at `url`. */
export function runPostgresWritersInChildProcesses<J extends WriterJob>(
  url: string,
  jobs: J[],
): Promise<ReportOf<J>[]> {
  return runJobsInChildProcesses(CHILD_SCRIPT, [url], jobs);
}
