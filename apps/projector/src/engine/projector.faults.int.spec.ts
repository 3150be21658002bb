import { silentLogger } from '@buildmentor/config';
import { createEventStore, type EventStore } from '@buildmentor/event-store';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@buildmentor/postgres/testing';
import { ALL_PROJECTIONS, DEAD_LETTERS, PROJECTOR_CHECKPOINT } from '@buildmentor/read-models';
import { createReadStoreProvider, type ReadStoreProvider } from '@buildmentor/read-store';
import { readModelHashes } from '../replay/read-model-hashes';
import { replay } from '../replay/replay';
import { withFaults } from '../testing/faulty-stores';
import { writeSyntheticLog } from '../testing/synthetic-log';
import { openTempStores } from '../testing/temp-stores';
import { Projector } from './projector';

jest.setTimeout(120_000);

interface Stores {
  eventStore: EventStore;
  provider: ReadStoreProvider;
  cleanup(): Promise<void>;
}

/**
 * Infrastructure failures never stop the projector and never lose, repeat or dead-letter an
 * event: the subscription is dropped every 400 events and closed cleanly every 650, every third
 * commit fails after its writes and every transaction starts late, while more events arrive. The projector keeps following from
 * its last committed checkpoint, and the read models end hash-equal to a clean replay.
 */
function describeFaults(name: string, open: () => Promise<Stores>) {
  describe(`projector under injected faults (${name})`, () => {
    let stores: Stores;
    beforeAll(async () => {
      stores = await open();
    });
    afterAll(() => stores?.cleanup());

    it('follows through dropped subscriptions and failed commits to a replay-equal result', async () => {
      await writeSyntheticLog(stores.eventStore, 1500, { seed: 7 });
      const logged: string[] = [];
      const logger = { ...silentLogger, info: (message: string) => void logged.push(message) };
      const faulty = withFaults(stores.eventStore, stores.provider, {
        dropSubscriptionEvery: 400,
        closeSubscriptionEvery: 650,
        failCommitEvery: 3,
        delayReadsMs: 2,
      });
      const projector = new Projector({
        eventStore: faulty.eventStore,
        provider: faulty.provider,
        projections: ALL_PROJECTIONS,
        batchSize: 100,
        retryDelayMs: 5,
        logger,
      });
      const running = projector.start();
      await writeSyntheticLog(stores.eventStore, 500, { seed: 8 });
      const head = await stores.eventStore.headPosition();
      const live = await stores.provider.open(await stores.provider.liveNamespace());
      try {
        const deadline = Date.now() + 90_000;
        while (((await live.getCheckpoint(PROJECTOR_CHECKPOINT)) ?? 0) < head) {
          if (Date.now() > deadline) throw new Error('the projector did not catch up');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await projector.stop();
        await running;
        expect(faulty.counts.drops).toBeGreaterThanOrEqual(3);
        expect(faulty.counts.failedCommits).toBeGreaterThanOrEqual(3);
        expect(faulty.counts.closes).toBeGreaterThanOrEqual(1);
        // A clean close is said to be one, not mistaken for a blue/green switch.
        expect(logged).toContain(
          'the event store closed the subscription; following again from the checkpoint',
        );
        expect(logged).not.toContain('live namespace changed; following it');

        const clean = await replay({
          eventStore: stores.eventStore,
          provider: stores.provider,
          projections: ALL_PROJECTIONS,
        });
        const liveHashes = await readModelHashes(live);
        expect(liveHashes).toEqual(clean.hashes);
        const letters = await live.collection(DEAD_LETTERS.name).find({});
        expect(letters.map((letter) => letter['error'])).not.toContainEqual(
          expect.stringContaining('injected fault'),
        );
      } finally {
        await live.close();
      }
    });
  });
}

describeFaults('SQLite', () => openTempStores('bm-faults-'));

describeWithPostgres('on PostgreSQL', () => {
  let database: TestDatabase;
  describeFaults('PostgreSQL', async () => {
    database = await createTestDatabase('projector_faults');
    const location = { kind: 'postgres', url: database.url, poolSize: 4 } as const;
    const eventStore = await createEventStore(location);
    const provider = await createReadStoreProvider(location);
    return {
      eventStore,
      provider,
      cleanup: async () => {
        await provider.close();
        await eventStore.close();
        await database.drop();
      },
    };
  });
});
