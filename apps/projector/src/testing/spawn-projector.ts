import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const PROJECT_ROOT = resolve(__dirname, '../..');

/**
 * Starts the real projector entry point (src/main.ts) as a child process, compiling TypeScript on
 * the fly with @swc-node/register and resolving workspace libraries to their sources.
 */
export function spawnProjector(dataDir: string, env: Record<string, string> = {}, args: string[] = ['run']): ChildProcess {
  return spawn(
    process.execPath,
    ['-r', '@swc-node/register', '--conditions=@buildmentor/source', join(PROJECT_ROOT, 'src/main.ts'), ...args],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SWC_NODE_PROJECT: join(PROJECT_ROOT, 'tsconfig.json'), ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
}

export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
}
