import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnProjector } from '@buildmentor/projector/testing';
import { COMMAND_API_MAIN, freePort, listening, spawnTsEntry, stopChild } from '@buildmentor/test-harness';

/** A batch the projector committed: its last log position and when (epoch ms, projector's clock). */
export interface CommitReport {
  lastPosition: number;
  at: number;
}

/**
 * The product as startProduct runs it (API and projector from source, embedded stores in a temp
 * folder, offline answerer, behind a proxy: TRUST_PROXY=1), except that the projector reports
 * every committed batch over IPC, for the lag figures. Only the API, no UI (STATIC_DIR='').
 */
export async function startReportingProduct(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bm-bench-stack-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    STATIC_DIR: '',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const reports: CommitReport[] = [];
  const projector = spawnProjector(dataDir, { ...fullEnv, PROJECTOR_IPC_REPORTS: '1' });
  projector.on('message', (message) => reports.push(message as CommitReport));
  projector.stdout?.resume();
  projector.stderr?.pipe(process.stderr);
  const api = spawnTsEntry(COMMAND_API_MAIN, [], fullEnv, ['ignore', 'pipe', 'inherit']);
  const stop = async () => {
    await Promise.all([stopChild(api), stopChild(projector)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await listening(api);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, reports, stop, apiPid: api.pid! };
}
