import { type ChildProcess } from 'node:child_process';
import { ALL_PROJECTIONS, PROJECTOR_CHECKPOINT } from '@buildmentor/read-models';
import { readModelHashes } from '../replay/read-model-hashes';
import { replay } from '../replay/replay';
import { exited, spawnProjector } from '../testing/spawn-projector';
import { seededRandom, writeSyntheticLog } from '../testing/synthetic-log';
import { openTempStores, type TempStores } from '../testing/temp-stores';

jest.setTimeout(180_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The promise of the read side: a projector killed at any instant and restarted ends with read
 * models equal to a clean replay. The real projector process is SIGKILLed at random moments while
 * it is committing batches, and more events are written between the kills.
 */
describe('projector killed with SIGKILL at random moments', () => {
  let stores: TempStores;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    stores = await openTempStores('bm-kill-');
  });
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await stores.cleanup();
  });

  async function checkpoint(): Promise<number> {
    const store = await stores.provider.open(await stores.provider.liveNamespace());
    try {
      return (await store.getCheckpoint(PROJECTOR_CHECKPOINT)) ?? 0;
    } finally {
      await store.close();
    }
  }

  async function waitForCheckpoint(
    predicate: (position: number) => boolean,
    timeoutMs = 60_000,
  ): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const position = await checkpoint();
      if (predicate(position)) return position;
      if (Date.now() > deadline) throw new Error(`checkpoint stuck at ${position}`);
      await sleep(5);
    }
  }

  it('ends with read models equal to a clean replay', async () => {
    const random = seededRandom(2026);
    await writeSyntheticLog(stores.eventStore, 3000, { seed: 1 });
    const kills: number[] = [];
    for (let round = 0; round < 6; round++) {
      const before = await checkpoint();
      const child = spawnProjector(stores.dataDir, { PROJECTOR_BATCH_SIZE: '20' });
      children.push(child);
      // Kill only once it is demonstrably mid-work: after it has committed something new.
      await waitForCheckpoint((p) => p > before);
      await sleep(Math.floor(random() * 40));
      child.kill('SIGKILL');
      expect((await exited(child)).signal).toBe('SIGKILL');
      kills.push(await checkpoint());
      await writeSyntheticLog(stores.eventStore, 150, { seed: 100 + round });
    }
    const head = await stores.eventStore.headPosition();
    expect(kills[kills.length - 1]).toBeLessThan(head);

    const last = spawnProjector(stores.dataDir);
    children.push(last);
    await waitForCheckpoint((p) => p === head);
    last.kill('SIGTERM');
    expect(await exited(last)).toEqual({ code: 0, signal: null });

    const live = await stores.provider.open(await stores.provider.liveNamespace());
    const liveHashes = await readModelHashes(live);
    await live.close();
    const clean = await replay({
      eventStore: stores.eventStore,
      provider: stores.provider,
      projections: ALL_PROJECTIONS,
    });
    expect(clean.events).toBe(head);
    expect(liveHashes).toEqual(clean.hashes);
  });
});
