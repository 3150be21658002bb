import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * How the worker's code is found. From the tsc build (dist) the worker is plain JavaScript next to
 * this file. From TypeScript sources (jest, ts tooling) it is a .ts file, so the process is started
 * with `@swc-node/register` (a workspace dev dependency), which compiles it on load; jest's module
 * system is never involved, because the worker is a real Node process.
 */
export function workerEntry(): { path: string; execArgv: string[]; env: NodeJS.ProcessEnv } {
  const fromSource = __filename.endsWith('.ts');
  const path = join(__dirname, `extraction-child${fromSource ? '.ts' : '.js'}`);
  if (!fromSource) return { path, execArgv: [], env: {} };
  return {
    path,
    // Resolved here, not by the child: the child's cwd may be any app directory of the workspace.
    // The workspace libraries it imports resolve to their sources too, as in the parent: without
    // the condition they resolve to dist, which a test run need not have built.
    execArgv: ['--conditions=@buildmentor/source', '--require', require.resolve('@swc-node/register')],
    env: { SWC_NODE_PROJECT: resolve(__dirname, '../../tsconfig.json') },
  };
}

/**
 * Starts one worker process. Its environment is empty (apart from what the source loader needs):
 * a parser of untrusted files has no business seeing API keys or database URLs. The V8 heap is
 * capped with --max-old-space-size; eval and `new Function` are disabled outright.
 */
export function startWorker(maxMemoryMb: number): { child: ChildProcess; stderr: () => string } {
  const entry = workerEntry();
  const child = fork(entry.path, [], {
    execArgv: [
      `--max-old-space-size=${maxMemoryMb}`,
      '--disallow-code-generation-from-strings',
      ...entry.execArgv,
    ],
    env: entry.env,
    serialization: 'advanced', // structured clone for the reply's pages
    // stdin carries the file: piped from the blob store, so the caller never holds it whole.
    stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
  });
  // Keep only the tail of stderr, enough to recognise a V8 out-of-memory abort.
  let tail = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-4096);
  });
  return { child, stderr: () => tail };
}

/**
 * Resident set size of a process in MB, from /proc (Linux). --max-old-space-size does not cover
 * ArrayBuffers or WebAssembly memory (pdf.js stream buffers, the OCR engine), so the parent also
 * watches RSS. Returns null where /proc is unavailable (the heap cap then stands alone).
 */
export async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
