import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore, type EventStore } from '@buildmentor/event-store';
import { createReadStoreProvider, type ReadStoreProvider } from '@buildmentor/read-store';

/** Real embedded stores in a fresh temp folder, laid out exactly as the apps lay out DATA_DIR. */
export interface TempStores {
  dataDir: string;
  eventStore: EventStore;
  provider: ReadStoreProvider;
  cleanup(): Promise<void>;
}

export async function openTempStores(prefix = 'bm-projector-'): Promise<TempStores> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const eventStore = await createEventStore({ kind: 'sqlite', filename: join(dataDir, 'events.sqlite') });
  const provider = await createReadStoreProvider({ kind: 'sqlite', directory: join(dataDir, 'read-store') });
  return {
    dataDir,
    eventStore,
    provider,
    cleanup: async () => {
      await provider.close();
      await eventStore.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
