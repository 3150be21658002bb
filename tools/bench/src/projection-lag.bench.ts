import { exited, openTempStores, spawnProjector } from '@buildmentor/projector/testing';
import { nowMs, percentile, round, sleep } from './stats';

interface CommitReport {
  lastPosition: number;
  at: number;
}

/**
 * Projection lag at a steady write rate: the real projector runs as its own process (as in
 * production) and reports each committed batch over IPC; lag is commit time minus append time.
 */
export async function projectionLag(ratePerSecond: number, seconds: number) {
  const stores = await openTempStores('bm-bench-lag-');
  const child = spawnProjector(stores.dataDir, { PROJECTOR_IPC_REPORTS: '1' });
  const reports: CommitReport[] = [];
  child.on('message', (message) => reports.push(message as CommitReport));
  try {
    const appendedAt = new Map<number, number>();
    const append = async (i: number) => {
      const streamId = `quota-lag-${i}`;
      const result = await stores.eventStore.append(
        streamId,
        [
          {
            id: crypto.randomUUID(),
            type: 'TrialStarted',
            data: { userId: `lag-${i}`, questions: 3 },
            metadata: {
              userId: `lag-${i}`,
              correlationId: 'c',
              causationId: 'c',
              at: new Date().toISOString(),
              schemaVersion: 1,
            },
          },
        ],
        'no_stream',
      );
      appendedAt.set(result.position, nowMs());
      return result.position;
    };
    // Warm up: the child compiles on start; wait until it has projected a first event.
    const warm = await append(-1);
    for (
      const deadline = Date.now() + 60_000;
      !reports.some((r) => r.lastPosition >= warm);
      await sleep(10)
    ) {
      if (Date.now() > deadline) throw new Error('projector did not start');
    }
    reports.length = 0;
    appendedAt.clear();

    const total = ratePerSecond * seconds;
    const intervalMs = 1000 / ratePerSecond;
    const start = nowMs();
    let lastPosition = 0;
    for (let i = 0; i < total; i++) {
      const due = start + i * intervalMs;
      const wait = due - nowMs();
      if (wait > 0) await sleep(wait);
      lastPosition = await append(i);
    }
    for (
      const deadline = Date.now() + 30_000;
      !reports.some((r) => r.lastPosition >= lastPosition);
      await sleep(10)
    ) {
      if (Date.now() > deadline) throw new Error('projector fell behind');
    }
    const lags: number[] = [];
    const positions = [...appendedAt.keys()].sort((a, b) => a - b);
    let next = 0;
    for (const report of reports) {
      while (next < positions.length && positions[next]! <= report.lastPosition) {
        lags.push(report.at - appendedAt.get(positions[next]!)!);
        next++;
      }
    }
    const achievedRate = round(total / ((nowMs() - start) / 1000), 1);
    return {
      targetRatePerSecond: ratePerSecond,
      achievedRatePerSecond: achievedRate,
      events: lags.length,
      p50Ms: percentile(lags, 50),
      p99Ms: percentile(lags, 99),
      maxMs: percentile(lags, 100),
    };
  } finally {
    child.kill('SIGTERM');
    await exited(child);
    await stores.cleanup();
  }
}
