import { readdirSync, readFileSync } from 'node:fs';

/**
 * Live (non-zombie) child processes of this process, from /proc (Linux). Used by tests to prove
 * no extraction worker outlives its call. Returns [] where /proc is unavailable.
 */
export function liveChildPids(): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the parenthesised command: state, ppid, ...
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === process.pid && state !== 'Z') pids.push(Number(pid));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** Largest gap between 10 ms timer ticks while `work` runs: a blocked event loop shows up here. */
export async function maxEventLoopGapMs<T>(
  work: () => Promise<T>,
): Promise<{ gap: number; outcome: PromiseSettledResult<T> }> {
  let last = Date.now();
  let gap = 0;
  const ticker = setInterval(() => {
    const now = Date.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 10);
  const [outcome] = await Promise.allSettled([work()]);
  clearInterval(ticker);
  return { gap, outcome: outcome! };
}
