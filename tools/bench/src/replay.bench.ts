import { replay } from '@buildmentor/projector';
import { openTempStores, writeSyntheticLog } from '@buildmentor/projector/testing';
import { ALL_PROJECTIONS } from '@buildmentor/read-models';

/** Replays a synthetic log of `events` events across the read models into a fresh namespace. */
export async function replayRate(events: number) {
  const stores = await openTempStores('bm-bench-replay-');
  try {
    const written = await writeSyntheticLog(stores.eventStore, events, { seed: 5 });
    const result = await replay({
      eventStore: stores.eventStore,
      provider: stores.provider,
      projections: ALL_PROJECTIONS,
    });
    return {
      events: written,
      replayed: result.events,
      durationMs: result.durationMs,
      eventsPerSecond: result.eventsPerSecond,
    };
  } finally {
    await stores.cleanup();
  }
}
