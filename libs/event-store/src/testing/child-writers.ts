import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { type LoadJob, type LoadWriterReport } from './load-writer';
import { type RaceJob, type RacePlan, type RaceWriterReport } from './race-writer';

/** What a writer child runs; the parent sends one job per child. */
export type WriterJob = ({ kind: 'race' } & RaceJob) | ({ kind: 'load' } & LoadJob);
export type ReportOf<J extends WriterJob> = J extends { kind: 'race' } ? RaceWriterReport : LoadWriterReport;

export type ChildMessage =
  | { kind: 'ready' }
  | { kind: 'report'; report: RaceWriterReport | LoadWriterReport }
  | { kind: 'error'; message: string };

const LIB_ROOT = join(__dirname, '..', '..');

/** The race plan as one job per writer. */
export function raceJobs(plan: RacePlan): ({ kind: 'race' } & RaceJob)[] {
  return Array.from({ length: plan.writers }, (_, writerId) => ({
    kind: 'race' as const,
    streamId: plan.streamId,
    writerId,
    rounds: plan.rounds,
  }));
}

/**
 * Runs each job in a child process of its own (`childScript` with `args`, see writer-child.ts):
 * real parallelism and separate connections, so also the proof that several processes can share
 * the storage. The children run the TypeScript sources through @swc-node/register, so they run
 * the real adapter, not a copy. All children are started, and wait, before any writes: otherwise
 * the first could finish before the last has booted and nothing would overlap.
 */
export async function runJobsInChildProcesses<J extends WriterJob>(
  childScript: string,
  args: string[],
  jobs: J[],
): Promise<ReportOf<J>[]> {
  const children = jobs.map(() =>
    fork(childScript, args, {
      cwd: LIB_ROOT,
      execArgv: ['-r', require.resolve('@swc-node/register'), '--conditions=@buildmentor/source'],
      env: { ...process.env, SWC_NODE_PROJECT: join(LIB_ROOT, 'tsconfig.json') },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const exited = children.map((child) => once(child, 'exit'));
  try {
    await Promise.all(children.map((child) => nextMessage(child, 'ready')));
    const reports = children.map((child, i) => {
      const report = nextMessage(child, 'report');
      child.send(jobs[i]!);
      return report;
    });
    return (await Promise.all(reports)).map((message) => message.report as ReportOf<J>);
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill();
    await Promise.all(exited);
  }
}

function nextMessage<K extends ChildMessage['kind']>(
  child: ChildProcess,
  kind: K,
): Promise<Extract<ChildMessage, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage): void => {
      if (message.kind === 'error') finish(() => reject(new Error(`writer failed: ${message.message}`)));
      else if (message.kind === kind) finish(() => resolve(message as Extract<ChildMessage, { kind: K }>));
    };
    const onExit = (code: number | null): void =>
      finish(() => reject(new Error(`writer exited early (${code})`)));
    const finish = (settle: () => void): void => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      settle();
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}
