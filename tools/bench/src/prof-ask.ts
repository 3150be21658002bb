import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, spawnTsEntry, PROJECTOR_MAIN, stopChild } from '@buildmentor/test-harness';
(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bm-prof-'));
  const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '3999', LOG_LEVEL: 'warn' };
  const projector = spawnTsEntry(PROJECTOR_MAIN, ['run'], env);
  const file = join(REPO_ROOT, 'apps/command-api/src/main.ts');
  const api = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '-r', '@swc-node/register', '--conditions=@buildmentor/source', file], { cwd: join(REPO_ROOT, 'apps/command-api'), env: { ...process.env, ...env, SWC_NODE_PROJECT: join(REPO_ROOT, 'apps/command-api/tsconfig.json') }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => api.stdout!.on('data', (d) => String(d).includes('listening') && r(null)));
  const url = 'http://127.0.0.1:3999';
  const post = async (path: string, body: unknown, token?: string) => (await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })).json() as Promise<any>;
  const deadline = Date.now() + 6000; let n = 0;
  await Promise.all(Array.from({ length: 50 }, async (_, id) => { for (let r = 0; Date.now() < deadline; r++) { const s = await post('/api/auth/demo', { email: `p-${id}-${r}@x.com` }); let sid; for (const q of ['fire door class 2', 'gutter sizing', 'handrail height']) { const a = await post('/api/chat/ask', { question: q, session_id: sid }, s.token); sid = a.session_id; n++; } } }));
  console.log('asks', n);
  await stopChild(api); await stopChild(projector);
})();
