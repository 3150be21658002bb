import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '@buildmentor/test-harness';

/**
 * Initial JavaScript of the landing page, gzip: the production build's entry script and every
 * chunk index.html preloads, i.e. what the browser fetches before the page can render.
 */
export function landingInitialJs() {
  const build = spawnSync(
    join(REPO_ROOT, 'node_modules/.bin/nx'),
    ['run', '@buildmentor/frontend:build', '--outputStyle=static'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error('frontend build failed');
  const dist = join(REPO_ROOT, 'apps/frontend/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const unique = [...new Set(files)];
  const sizes = unique.map((file) => {
    const bytes = readFileSync(join(dist, file.replace(/^\//, '')));
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const gzipBytes = sizes.reduce((sum, s) => sum + s.gzipBytes, 0);
  return { files: sizes, gzipKB: Math.round((gzipBytes / 1024) * 10) / 10, targetGzipKB: 200 };
}
