// A projector on SQLite must never load a server store's client: each is tens of MB of every
// replay's memory (docs/architecture.md, "Replay"). Requiring one here fails the test.
jest.mock('mongodb', () => {
  throw new Error('the MongoDB driver was loaded');
});
jest.mock('pg', () => {
  throw new Error('node-postgres was loaded');
});
jest.mock('@kurrent/kurrentdb-client', () => {
  throw new Error('the KurrentDB client was loaded');
});

import { isEventStoreUnavailable } from '@buildmentor/event-store';
import { ALL_PROJECTIONS } from '@buildmentor/read-models';
import { createReadStoreProvider, isReadStoreUnavailable } from '@buildmentor/read-store';
import { writeSyntheticLog } from '../testing/synthetic-log';
import { openTempStores } from '../testing/temp-stores';
import { replay } from './replay';

describe('a projector on SQLite', () => {
  it('replays and classifies store errors without loading any server store client', async () => {
    const stores = await openTempStores();
    try {
      await writeSyntheticLog(stores.eventStore, 50, { seed: 3 });
      const result = await replay({ ...stores, projections: ALL_PROJECTIONS });
      expect(result.events).toBe(await stores.eventStore.headPosition());
      const failure = Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
      expect(isReadStoreUnavailable(failure)).toBe(false);
      expect(isEventStoreUnavailable(failure)).toBe(false);
    } finally {
      await stores.cleanup();
    }
  });

  it('would notice a server store client being loaded', () => {
    expect(() => createReadStoreProvider({ kind: 'postgres', url: 'postgres://127.0.0.1:1/none' })).toThrow(
      'node-postgres was loaded',
    );
  });
});
