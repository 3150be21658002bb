import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { type RacePlan, type RaceWriterReport } from './race-writer';

export interface ParentMessage {
  streamId: string;
  writerId: number;
  rounds: number;
}

export type ChildMessage =
  | { kind: 'ready' }
  | { kind: 'report'; report: RaceWriterReport }
  | { kind: 'error'; message: string };

const LIB_ROOT = join(__dirname, '..', '..');
const CHILD_SCRIPT = join(__dirname, 'sqlite-race-writer.child.ts');

/**
 * Runs each writer of `plan` in a child process of its own on the same SQLite file: real
 * parallelism, separate connections, and so also the proof that two processes can share the file.
 * The children run the TypeScript sources through @swc-node/register, so they run the real
 * adapter, not a copy. All children are started, and wait, before any writes: otherwise the first
 * could finish before the last has booted and nothing would race.
 */
export async function runWritersInChildProcesses(filename: string, plan: RacePlan): Promise<RaceWriterReport[]> {
  const children = Array.from({ length: plan.writers }, () =>
    fork(CHILD_SCRIPT, [filename], {
      cwd: LIB_ROOT,
      execArgv: ['-r', require.resolve('@swc-node/register'), '--conditions=@buildmentor/source'],
      env: { ...process.env, SWC_NODE_PROJECT: join(LIB_ROOT, 'tsconfig.json') },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const exited = children.map((child) => once(child, 'exit'));
  try {
    await Promise.all(children.map((child) => nextMessage(child, 'ready')));
    const reports = children.map((child, writerId) => {
      const report = nextMessage(child, 'report');
      child.send({ streamId: plan.streamId, writerId, rounds: plan.rounds } satisfies ParentMessage);
      return report;
    });
    return (await Promise.all(reports)).map((message) => message.report);
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
    const onExit = (code: number | null): void => finish(() => reject(new Error(`writer exited early (${code})`)));
    const finish = (settle: () => void): void => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      settle();
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}
