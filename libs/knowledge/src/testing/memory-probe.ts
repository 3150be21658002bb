import { readFileSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Resident memory from /proc: now, and the peak since the last reset. */
function residentOf(): { rss: number; peak: number } {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** A full garbage collection, whether or not the process was started with --expose-gc. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * How far this process's resident memory rises above where it started while `work` runs (Linux:
 * writing 5 to /proc/self/clear_refs resets the kernel's peak, VmHWM). For tests that prove
 * streaming: the garbage collector runs every `everyMs` meanwhile, because otherwise the peak
 * says how lazily V8 collected (from 5 to 57 MB from run to run over the same code, measured)
 * rather than what the code holds on to.
 */
export async function measureResidentGrowth<T>(
  work: () => Promise<T>,
  everyMs = 20,
): Promise<{ result: T; growthBytes: number }> {
  const gc = collector();
  gc();
  writeFileSync('/proc/self/clear_refs', '5');
  const before = residentOf().rss;
  const collecting = setInterval(gc, everyMs);
  try {
    const result = await work();
    return { result, growthBytes: residentOf().peak - before };
  } finally {
    clearInterval(collecting);
  }
}
