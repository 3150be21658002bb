import { type ChildProcess } from 'node:child_process';
import { PROJECTOR_MAIN, spawnTsEntry } from '@buildmentor/test-harness';

export { exited } from '@buildmentor/test-harness';

/** Starts the real projector entry point as a child process, with an IPC channel for reports. */
export function spawnProjector(
  dataDir: string,
  env: Record<string, string> = {},
  args: string[] = ['run'],
): ChildProcess {
  return spawnTsEntry(PROJECTOR_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }, [
    'ignore',
    'pipe',
    'pipe',
    'ipc',
  ]);
}
