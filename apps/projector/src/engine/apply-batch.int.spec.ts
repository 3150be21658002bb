import { type RecordedEvent } from '@buildmentor/event-store';
import {
  ALL_PROJECTIONS,
  PENDING_QUESTIONS,
  PROJECTOR_CHECKPOINT,
  type Projection,
} from '@buildmentor/read-models';
import { type Doc, type ReadStore, type ReadStoreTransaction } from '@buildmentor/read-store';
import { readModelHashes } from '../replay/read-model-hashes';
import { writeSyntheticLog } from '../testing/synthetic-log';
import { openTempStores, type TempStores } from '../testing/temp-stores';
import { applyBatch, ensureIndexes } from './apply-batch';

type Writes = ReadonlyMap<string, Doc | null>;

/** The store, with every writeDocuments call of its transactions recorded. */
function recording(store: ReadStore, calls: Array<{ collection: string; writes: Writes }>): ReadStore {
  const transaction: ReadStore['transaction'] = (body) =>
    store.transaction((tx) => {
      const recorded: ReadStoreTransaction = {
        collection: (name) => tx.collection(name),
        setCheckpoint: (name, position) => tx.setCheckpoint(name, position),
        writeDocuments: (collection, writes) => {
          calls.push({ collection, writes: new Map(writes) });
          return tx.writeDocuments(collection, writes);
        },
      };
      return body(recorded);
    });
  return Object.assign(Object.create(store) as ReadStore, { transaction });
}

describe('applyBatch (real embedded stores)', () => {
  let stores: TempStores;
  let log: RecordedEvent[];
  beforeEach(async () => {
    stores = await openTempStores();
    await writeSyntheticLog(stores.eventStore, 120, { seed: 11 });
    log = await stores.eventStore.readAll();
  });
  afterEach(async () => {
    await stores.cleanup();
  });

  it('writes changed documents once per batch, and never deletes one the batch created', async () => {
    const whole = await stores.provider.open('whole');
    await ensureIndexes(whole, ALL_PROJECTIONS);
    const wholeCalls: Array<{ collection: string; writes: Writes }> = [];
    await applyBatch(recording(whole, wholeCalls), ALL_PROJECTIONS, log, PROJECTOR_CHECKPOINT);
    const oneByOne = await stores.provider.open('one-by-one');
    await ensureIndexes(oneByOne, ALL_PROJECTIONS);
    const oneByOneCalls: Array<{ collection: string; writes: Writes }> = [];
    for (const event of log)
      await applyBatch(recording(oneByOne, oneByOneCalls), ALL_PROJECTIONS, [event], PROJECTOR_CHECKPOINT);

    const pendingWrites = (calls: typeof wholeCalls) =>
      calls.filter((call) => call.collection === PENDING_QUESTIONS.name).flatMap((call) => [...call.writes]);
    // Event by event, each answered question's pending document is written, then deleted...
    const deleted = pendingWrites(oneByOneCalls).filter(([, doc]) => doc === null);
    expect(deleted.length).toBeGreaterThan(10);
    // ...while in one batch it is created and removed in memory: no statement for it at all.
    const deletedIds = new Set(deleted.map(([id]) => id));
    expect(pendingWrites(wholeCalls).filter(([id]) => deletedIds.has(id))).toEqual([]);
    // One call per read model in the batch.
    const collections = wholeCalls.map((call) => call.collection);
    expect(new Set(collections).size).toBe(collections.length);

    expect(await readModelHashes(whole)).toEqual(await readModelHashes(oneByOne));
    await whole.close();
    await oneByOne.close();
  });

  it('asks each projection for the documents of an event once', async () => {
    const asked = new Map<string, number>();
    const counting = ALL_PROJECTIONS.map((projection): Projection => ({
      ...projection,
      documentIds: (event) => {
        const key = `${projection.readModel.name}:${event.position}`;
        asked.set(key, (asked.get(key) ?? 0) + 1);
        return projection.documentIds(event);
      },
    }));
    const store = await stores.provider.open('counted');
    await applyBatch(store, counting, log, PROJECTOR_CHECKPOINT);
    const handled = log.flatMap((event) =>
      ALL_PROJECTIONS.filter((p) => p.handles.has(event.type as never)).map(
        (p) => `${p.readModel.name}:${event.position}`,
      ),
    );
    expect([...asked.keys()].sort()).toEqual(handled.sort());
    expect(new Set(asked.values())).toEqual(new Set([1]));
    await store.close();
  });
});
