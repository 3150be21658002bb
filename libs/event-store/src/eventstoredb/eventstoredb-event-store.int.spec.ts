import { describeEventStoreContract } from '../testing/event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

/**
 * Runs only against a real server: `docker compose up -d eventstore`, then
 * `EVENTSTORE_URL=esdb://localhost:2113?tls=false npx jest`. Without it the suite shows as skipped.
 * Stream ids are unique per run (see test-events.ts), so a shared server is fine.
 */
const url = process.env['EVENTSTORE_URL'];

(url ? describe : describe.skip)('EventStoreDbEventStore (EVENTSTORE_URL)', () => {
  describeEventStoreContract('eventstoredb', async () => {
    const opened: EventStoreDbEventStore[] = [];
    const open = (): EventStoreDbEventStore => {
      const store = new EventStoreDbEventStore({ url: url ?? '' });
      opened.push(store);
      return store;
    };
    return {
      store: open(),
      openSecond: async () => open(),
      cleanup: async () => {
        await Promise.all(opened.map((store) => store.close()));
      },
    };
  });
});
