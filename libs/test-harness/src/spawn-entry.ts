import { execFileSync, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root (this file is libs/test-harness/src/spawn-entry.ts). */
export const REPO_ROOT = resolve(__dirname, '../../..');

export const PROJECTOR_MAIN = 'apps/projector/src/main.ts';
export const COMMAND_API_MAIN = 'apps/command-api/src/main.ts';

export const PROJECTOR_DIST_MAIN = 'apps/projector/dist/main.js';
export const COMMAND_API_DIST_MAIN = 'apps/command-api/dist/main.js';

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
  const project = resolve(join(REPO_ROOT, entry), '../..');
  return spawnEntry(entry, ['-r', '@swc-node/register', '--conditions=@buildmentor/source'], args, {
    env: { ...env, SWC_NODE_PROJECT: join(project, 'tsconfig.json') },
    stdio,
  });
}

/**
 * Runs a built entry point (`nx build` output) as its own Node process, as production does. A
 * process started this way boots in a fraction of the time of one compiled on the fly, which
 * matters to a test that restarts processes all the time. The test target must depend on the
 * builds (package.json `nx.targets.test.dependsOn`): run through nx, as `npm test` does, or the
 * dist may be stale or missing.
 */
export function spawnBuiltEntry(
  entry: string,
  args: readonly string[],
  env: Record<string, string>,
  stdio: StdioOptions = ['ignore', 'pipe', 'inherit'],
): ChildProcess {
  if (!existsSync(join(REPO_ROOT, entry)))
    throw new Error(`${entry} is not built: run the test through nx (npm test)`);
  return spawnEntry(entry, [], args, { env, stdio });
}

/** Node on an entry point of the repo, from its project's folder, with this process's env plus `env`. */
function spawnEntry(
  entry: string,
  nodeFlags: readonly string[],
  args: readonly string[],
  { env, stdio }: { env: Record<string, string>; stdio: StdioOptions },
): ChildProcess {
  const file = join(REPO_ROOT, entry);
  return spawn(process.execPath, [...nodeFlags, file, ...args], {
    cwd: resolve(file, '../..'),
    env: { ...process.env, ...env },
    stdio,
  });
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

/** The pids of a process's direct children (an API primary's node:cluster workers); [] if none. */
export function childPids(parent: ChildProcess): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(parent.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there is no child.
    return [];
  }
}
