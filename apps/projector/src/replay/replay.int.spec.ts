import {
  ALL_PROJECTIONS,
  AUDIT_LOG,
  collectionOf,
  CONTRIBUTIONS,
  CONVERSATIONS,
  DAILY_STATS,
  DOCUMENTS,
  FEEDBACK,
  MESSAGES,
  PARTNERS,
  PAYMENTS,
  PENDING_QUESTIONS,
  PLATFORM_STATS,
  PROFILES,
  PROJECTOR_CHECKPOINT,
  SEARCH_CHUNKS,
  SHARES,
  TOKEN_USAGE,
  VOUCHER_REDEMPTIONS,
  VOUCHERS,
  WEEKLY_REPORTS,
} from '@buildmentor/read-models';
import { Projector } from '../engine/projector';
import { writeSyntheticLog } from '../testing/synthetic-log';
import { openTempStores, type TempStores } from '../testing/temp-stores';
import { readModelHashes } from './read-model-hashes';
import { replay } from './replay';

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('replay (real embedded stores)', () => {
  let stores: TempStores;
  beforeEach(async () => {
    stores = await openTempStores();
  });
  afterEach(async () => {
    await stores.cleanup();
  });

  it('two replays of one log give identical hashes, equal to the live read models', async () => {
    const { eventStore, provider } = stores;
    await writeSyntheticLog(eventStore, 600, { seed: 7, withShares: true });
    const projector = new Projector({ eventStore, provider, projections: ALL_PROJECTIONS, batchSize: 50 });
    const running = projector.start();
    const head = await eventStore.headPosition();
    const live = await provider.open(await provider.liveNamespace());
    await waitFor(async () => (await live.getCheckpoint(PROJECTOR_CHECKPOINT)) === head);
    await projector.stop();
    await running;

    const first = await replay({
      eventStore,
      provider,
      projections: ALL_PROJECTIONS,
      namespace: 'replay-a',
      pageSize: 97,
    });
    const second = await replay({
      eventStore,
      provider,
      projections: ALL_PROJECTIONS,
      namespace: 'replay-b',
    });
    expect(first.events).toBe(head);
    expect(Object.keys(first.hashes).sort()).toEqual(
      [
        AUDIT_LOG,
        CONTRIBUTIONS,
        CONVERSATIONS,
        DAILY_STATS,
        DOCUMENTS,
        FEEDBACK,
        MESSAGES,
        PARTNERS,
        PAYMENTS,
        PENDING_QUESTIONS,
        PLATFORM_STATS,
        PROFILES,
        SEARCH_CHUNKS,
        SHARES,
        TOKEN_USAGE,
        VOUCHER_REDEMPTIONS,
        VOUCHERS,
        WEEKLY_REPORTS,
      ].map((m) => m.name),
    );
    expect(second.hashes).toEqual(first.hashes);
    expect(await readModelHashes(live)).toEqual(first.hashes);
    // The replay builds its text indexes once the documents are in: they find what the live
    // namespace's, maintained write by write, find.
    const replayed = await provider.open('replay-a');
    const found = async (store: typeof live, words: string) =>
      (await collectionOf(store, MESSAGES).search(words, { limit: 200 })).map((m) => m.doc._id).sort();
    for (const words of ['handrail', 'gutters', 'backflow prevention']) {
      const inLive = await found(live, words);
      expect(inLive.length).toBeGreaterThan(0);
      expect(await found(replayed, words)).toEqual(inLive);
    }
    await replayed.close();
    await live.close();
  });

  it('--until rebuilds the stats as they stood at that instant', async () => {
    const { eventStore, provider } = stores;
    // One event per second of business time; the SQLite store records them as appended "now",
    // so take the cut from the recorded times.
    await writeSyntheticLog(eventStore, 300, { seed: 3 });
    const all = await eventStore.readAll({});
    const cutAt = all[149]!.recordedAt;
    const expectedCount = all.filter((e) => Date.parse(e.recordedAt) <= Date.parse(cutAt)).length;
    const result = await replay({
      eventStore,
      provider,
      projections: ALL_PROJECTIONS,
      until: new Date(cutAt),
    });
    expect(result.events).toBe(expectedCount);
    expect(result.until).toBe(new Date(cutAt).toISOString());
    const full = await replay({ eventStore, provider, projections: ALL_PROJECTIONS });
    expect(full.events).toBe(all.length);
  });

  it('refuses to replay into the live or a used namespace, and to switch a dated replay', async () => {
    const { eventStore, provider } = stores;
    await writeSyntheticLog(eventStore, 50);
    const live = await provider.liveNamespace();
    await expect(
      replay({ eventStore, provider, projections: ALL_PROJECTIONS, namespace: live }),
    ).rejects.toThrow('is live');
    await replay({ eventStore, provider, projections: ALL_PROJECTIONS, namespace: 'used' });
    await expect(
      replay({ eventStore, provider, projections: ALL_PROJECTIONS, namespace: 'used' }),
    ).rejects.toThrow('already holds');
    await expect(
      replay({ eventStore, provider, projections: ALL_PROJECTIONS, until: new Date(), switchLive: true }),
    ).rejects.toThrow('cannot become');
  });

  it('switching makes the rebuilt namespace live and the running projector follows it', async () => {
    const { eventStore, provider } = stores;
    await writeSyntheticLog(eventStore, 200, { seed: 11 });
    const projector = new Projector({
      eventStore,
      provider,
      projections: ALL_PROJECTIONS,
      batchSize: 100,
      namespaceCheckMs: 20,
    });
    const running = projector.start();
    const result = await replay({
      eventStore,
      provider,
      projections: ALL_PROJECTIONS,
      namespace: 'green',
      switchLive: true,
    });
    expect(await provider.liveNamespace()).toBe('green');
    await writeSyntheticLog(eventStore, 60, { seed: 12 });
    const head = await eventStore.headPosition();
    const green = await provider.open('green');
    await waitFor(async () => (await green.getCheckpoint(PROJECTOR_CHECKPOINT)) === head);
    expect(head).toBeGreaterThan(result.lastPosition);
    await projector.stop();
    await running;
    const check = await replay({ eventStore, provider, projections: ALL_PROJECTIONS, namespace: 'check' });
    expect(await readModelHashes(green)).toEqual(check.hashes);
    await green.close();
  });
});
