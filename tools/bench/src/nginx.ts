import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT, stopChild, until } from '@buildmentor/test-harness';

const DOCKER = join(REPO_ROOT, 'apps/frontend/docker');

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** Debian's nginx (nginx-light will do) or NGINX_PATH, or null when there is none. */
export function nginxBinary(): string | null {
  const path = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
  return existsSync(path) ? path : null;
}

/**
 * The repo's nginx server block (apps/frontend/docker/nginx.conf, with its page-headers snippet)
 * as the frontend image runs it, on loopback: the image's root becomes the local build, the
 * compose service name `command-api:3000` the product's address, port 80 a free port. The http
 * block around it is what the official image's main nginx.conf sets. `nginx -t` checks it first.
 */
export async function startNginx(binary: string, distDir: string, apiUrl: string): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'bm-nginx-'));
  const port = await freePort();
  const server = readFileSync(join(DOCKER, 'nginx.conf'), 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${distDir};`)
    .replaceAll('http://command-api:3000', apiUrl)
    .replaceAll('snippets/buildmentor-page-headers.conf', join(DOCKER, 'page-headers.conf'));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  keepalive_timeout 65;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(prefix, kind)};`,
      ),
      server,
      '}',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf')];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const nginx = spawn(binary, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  try {
    await until(async () => (await fetch(`${url}/`)).ok, 'nginx to answer', { timeoutMs: 10_000 });
  } catch (error) {
    await stopChild(nginx);
    throw error;
  }
  return {
    url,
    async stop() {
      await stopChild(nginx);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
