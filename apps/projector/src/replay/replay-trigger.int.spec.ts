import { type EventStore } from '@buildmentor/event-store';
import {
  ALL_PROJECTIONS,
  AUDIT_LOG,
  collectionOf,
  PROJECTOR_CHECKPOINT,
  REPLAYS,
} from '@buildmentor/read-models';
import { Projector } from '../engine/projector';
import { writeSyntheticLog } from '../testing/synthetic-log';
import { openTempStores, type TempStores } from '../testing/temp-stores';
import { readModelHashes } from './read-model-hashes';
import { replay } from './replay';
import { ReplayTrigger } from './replay-trigger';

jest.setTimeout(60_000);

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function requestReplay(eventStore: EventStore, replayId: string) {
  return eventStore.append(
    `replay-${replayId}`,
    [
      {
        id: crypto.randomUUID(),
        type: 'ReplayRequested',
        data: { replayId, requestedBy: 'admin1', reason: 'test' },
        metadata: {
          userId: 'admin1',
          correlationId: 'c',
          causationId: 'c',
          at: new Date().toISOString(),
          schemaVersion: 1,
        },
      },
    ],
    'no_stream',
  );
}

describe('replay requested through the log (real embedded stores)', () => {
  let stores: TempStores;
  beforeEach(async () => {
    stores = await openTempStores('bm-trigger-');
  });
  afterEach(async () => {
    await stores.cleanup();
  });

  it('the live projector runs it, records progress and switches the rebuilt namespace live', async () => {
    const { eventStore, provider } = stores;
    await writeSyntheticLog(eventStore, 300, { seed: 9 });
    const first = await provider.liveNamespace();
    const trigger = new ReplayTrigger({ eventStore, provider, projections: ALL_PROJECTIONS, pageSize: 50 });
    const projector = new Projector({
      eventStore,
      provider,
      projections: ALL_PROJECTIONS,
      batchSize: 64,
      namespaceCheckMs: 20,
      afterBatch: (b, ns) => trigger.notice(b, ns),
    });
    const running = projector.start();
    const requested = await requestReplay(eventStore, 'rp1');

    const live = await waitFor(
      () => provider.liveNamespace(),
      (ns) => ns !== first,
    );
    await trigger.whenIdle();
    const store = await provider.open(live);
    const record = await collectionOf(store, REPLAYS).findOne({ _id: 'rp1' });
    expect(record).toMatchObject({
      status: 'done',
      namespace: live,
      previous_namespace: first,
      requested_by: 'admin1',
      error: null,
      last_position: requested.position,
    });
    expect(record!.events).toBe(requested.position);

    // More events after the switch land in the new namespace, which still equals a clean replay.
    await writeSyntheticLog(eventStore, 40, { seed: 10 });
    const head = await eventStore.headPosition();
    await waitFor(
      () => store.getCheckpoint(PROJECTOR_CHECKPOINT),
      (p) => p === head,
    );
    await projector.stop();
    await running;
    const clean = await replay({ eventStore, provider, projections: ALL_PROJECTIONS, namespace: 'clean' });
    expect(await readModelHashes(store)).toEqual(clean.hashes);
    expect(clean.hashes[AUDIT_LOG.name]).toBeDefined();
    await store.close();
  });

  it('runs a redelivered request once, and marks a replay left running by a stopped process as failed', async () => {
    const { eventStore, provider } = stores;
    await writeSyntheticLog(eventStore, 50, { seed: 3 });
    await requestReplay(eventStore, 'rp2');
    const batch = await eventStore.readAll({});
    const first = await provider.liveNamespace();
    const trigger = new ReplayTrigger({ eventStore, provider, projections: ALL_PROJECTIONS });
    trigger.notice(batch, first);
    await trigger.whenIdle();
    const afterFirst = await provider.liveNamespace();
    expect(afterFirst).not.toBe(first);
    trigger.notice(batch, first);
    await trigger.whenIdle();
    expect(await provider.liveNamespace()).toBe(afterFirst);

    const store = await provider.open(afterFirst);
    await collectionOf(store, REPLAYS).replaceOne(
      { _id: 'stale' },
      {
        _id: 'stale',
        replay_id: 'stale',
        status: 'running',
        requested_by: 'a',
        requested_at: '2026-01-01T00:00:00.000Z',
        finished_at: null,
        namespace: null,
        previous_namespace: null,
        events: 0,
        last_position: 0,
        head_position: 0,
        hashes: null,
        error: null,
      },
      { upsert: true },
    );
    expect(
      await new ReplayTrigger({ eventStore, provider, projections: ALL_PROJECTIONS }).markInterrupted(),
    ).toBe(1);
    expect(await collectionOf(store, REPLAYS).findOne({ _id: 'stale' })).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('Interrupted'),
    });
    expect(await collectionOf(store, REPLAYS).findOne({ _id: 'rp2' })).toMatchObject({ status: 'done' });
    await store.close();
  });
});
