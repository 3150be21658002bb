#!/usr/bin/env node
// `npm start`: builds what is needed, then runs the projector and the API (which also serves the
// UI) on the embedded stores in ./.data, on one printed URL. Ctrl+C stops everything cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nx = join(root, 'node_modules', '.bin', 'nx');
const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
  STATIC_DIR: process.env.STATIC_DIR ?? join(root, 'apps', 'frontend', 'dist'),
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
};

process.stdout.write(
  'Building BuildMentor (the first run takes a minute; later runs use the build cache)...\n',
);
const build = spawnSync(
  nx,
  [
    'run-many',
    '-t',
    'build',
    '-p',
    '@buildmentor/command-api',
    '@buildmentor/projector',
    '@buildmentor/frontend',
    '--outputStyle=static',
  ],
  {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (build.status !== 0) {
  process.stderr.write('Build failed; run `npx nx run-many -t build` to see why.\n');
  process.exit(build.status ?? 1);
}

const children = [];
let stopping = false;
function run(name, script, extraEnv = {}) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk) => process.stdout.write(chunk));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`${name} exited (${signal ?? code}); stopping.\n`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  let pending = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (pending.length === 0) process.exit(exitCode);
  for (const child of pending) {
    child.once('exit', () => {
      pending = pending.filter((c) => c !== child);
      if (pending.length === 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(exitCode), 10_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('projector', join(root, 'apps', 'projector', 'dist', 'main.js'), {
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
run('api', join(root, 'apps', 'command-api', 'dist', 'main.js'));
