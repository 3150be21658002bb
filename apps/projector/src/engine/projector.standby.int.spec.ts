import { type ChildProcess } from 'node:child_process';
import {
  ALL_PROJECTIONS,
  collectionOf,
  PROJECTOR_CHECKPOINT,
  PROJECTOR_INSTANCES,
  PROJECTOR_LEASE,
  PROJECTOR_LEASE_ID,
} from '@buildmentor/read-models';
import { type ReadStore } from '@buildmentor/read-store';
import { readModelHashes } from '../replay/read-model-hashes';
import { replay } from '../replay/replay';
import { exited, spawnProjector } from '../testing/spawn-projector';
import { writeSyntheticLog } from '../testing/synthetic-log';
import { openTempStores, type TempStores } from '../testing/temp-stores';

jest.setTimeout(180_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TAKEOVER_LIMIT_MS = 5_000;

/**
 * Two projector processes on the same stores: one active, one standby. The active one is
 * SIGKILLed four times while events keep coming; each time the standby takes over within five
 * seconds (a fresh process becomes the new standby), never two are active at once, and the read
 * models end equal to a clean replay.
 */
describe('a standby projector takes over from a killed active one', () => {
  let stores: TempStores;
  let live: ReadStore;
  const children = new Map<number, ChildProcess>();

  const start = () => {
    const child = spawnProjector(stores.dataDir, { PROJECTOR_BATCH_SIZE: '50' });
    children.set(child.pid!, child);
    return child;
  };
  const holderPid = async (): Promise<number | null> => {
    const lease = await collectionOf(live, PROJECTOR_LEASE).findOne({ _id: PROJECTOR_LEASE_ID });
    if (!lease || lease.expires_at_ms < Date.now()) return null;
    return Number(lease.holder.split(':').pop());
  };
  const aStandby = async () =>
    (
      await collectionOf(live, PROJECTOR_INSTANCES).find({
        state: 'standby',
        seen_at_ms: { $gte: Date.now() - 1_500 },
      })
    ).some((doc) => {
      const child = children.get(Number(doc._id.split(':').pop()));
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    });
  const checkpoint = async () => (await live.getCheckpoint(PROJECTOR_CHECKPOINT)) ?? 0;

  beforeAll(async () => {
    stores = await openTempStores('bm-standby-');
    live = await stores.provider.open(await stores.provider.liveNamespace());
  });
  afterAll(async () => {
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL');
    await live?.close();
    await stores.cleanup();
  });

  it('keeps exactly one active projector through four kills, each taken over within 5 s', async () => {
    await writeSyntheticLog(stores.eventStore, 300, { seed: 11 });
    start();
    start();
    let activeAtOnce = 0;
    // Watches the processes' own reports: at most one live process may say it is following.
    const watching = setInterval(() => {
      void collectionOf(live, PROJECTOR_INSTANCES)
        .find({ state: 'following', seen_at_ms: { $gte: Date.now() - 1_500 } })
        .then((docs) => {
          const alive = docs.filter((doc) => {
            const child = children.get(Number(doc._id.split(':').pop()));
            return child !== undefined && child.exitCode === null && child.signalCode === null;
          });
          activeAtOnce = Math.max(activeAtOnce, alive.length);
        });
    }, 50);

    const takeovers: number[] = [];
    try {
      for (let round = 0; round < 4; round++) {
        let holder: number | null = null;
        while (holder === null || !children.has(holder)) {
          holder = await holderPid();
          await sleep(20);
        }
        // A kill waits until a standby stands by: on a loaded machine a process compiled on the
        // fly takes seconds to boot, and a standby that is not up yet cannot take over.
        const deadline = Date.now() + 60_000;
        while (!(await aStandby())) {
          if (Date.now() > deadline) throw new Error('no standby came up');
          await sleep(50);
        }
        const victim = children.get(holder)!;
        victim.kill('SIGKILL');
        const killedAt = Date.now();
        await exited(victim);
        await writeSyntheticLog(stores.eventStore, 150, { seed: 20 + round });
        let next: number | null = null;
        while (next === null || next === holder) {
          if (Date.now() - killedAt > 15_000) throw new Error('no projector took over');
          next = await holderPid();
          await sleep(20);
        }
        takeovers.push(Date.now() - killedAt);
        start(); // the next standby
      }
      const head = await stores.eventStore.headPosition();
      const deadline = Date.now() + 30_000;
      while ((await checkpoint()) < head) {
        if (Date.now() > deadline) throw new Error('the read models did not catch up');
        await sleep(20);
      }
    } finally {
      clearInterval(watching);
    }
    process.stderr.write(`standby takeovers (ms): ${takeovers.join(', ')}\n`);
    expect(takeovers.every((ms) => ms < TAKEOVER_LIMIT_MS)).toBe(true);
    expect(activeAtOnce).toBe(1);

    for (const child of children.values())
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all([...children.values()].map((child) => exited(child)));
    const clean = await replay({
      eventStore: stores.eventStore,
      provider: stores.provider,
      projections: ALL_PROJECTIONS,
    });
    expect(await readModelHashes(live)).toEqual(clean.hashes);
  });
});
