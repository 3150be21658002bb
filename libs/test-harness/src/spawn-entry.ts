import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { join, resolve } from 'node:path';

/** The repository root (this file is libs/test-harness/src/spawn-entry.ts). */
export const REPO_ROOT = resolve(__dirname, '../../..');

export const PROJECTOR_MAIN = 'apps/projector/src/main.ts';
export const COMMAND_API_MAIN = 'apps/command-api/src/main.ts';

/**
 * Runs a TypeScript entry point of the repo as its own Node process, compiled on the fly by
 * @swc-node/register with workspace libraries resolved to their sources: tests exercise the real
 * process (signals, its own connections) without a build step.
 */
export function spawnTsEntry(
  entry: string,
  args: readonly string[],
  env: Record<string, string>,
  stdio: StdioOptions = ['ignore', 'pipe', 'inherit'],
): ChildProcess {
  const file = join(REPO_ROOT, entry);
  const project = resolve(file, '../..');
  return spawn(
    process.execPath,
    ['-r', '@swc-node/register', '--conditions=@buildmentor/source', file, ...args],
    {
      cwd: project,
      env: { ...process.env, ...env, SWC_NODE_PROJECT: join(project, 'tsconfig.json') },
      stdio,
    },
  );
}

/** Resolves when the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}

/** SIGTERM, then wait for the exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  const exit = exited(child);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await exit;
}
