import { randomBytes } from 'node:crypto';
import { type EventStore, type RecordedEvent } from '@buildmentor/event-store';
import { type ReadStoreProvider } from '@buildmentor/read-store';
import { applyBatch, ensureIndexes } from '../engine/apply-batch';
import { PROJECTOR_CHECKPOINT, type Projection } from '@buildmentor/read-models';
import { readModelHashes } from './read-model-hashes';

export interface ReplayOptions {
  eventStore: EventStore;
  provider: ReadStoreProvider;
  projections: readonly Projection[];
  /** Target namespace; must be new or empty. Defaults to a generated `replay-…` name. */
  namespace?: string;
  /** Stop at the log as it stood at this instant (events recorded after it are left out). */
  until?: Date;
  /** Make the rebuilt namespace live once it has caught up (refused together with `until`). */
  switchLive?: boolean;
  pageSize?: number;
  onProgress?: (progress: { events: number; lastPosition: number; headPosition: number }) => void;
}

export interface ReplayResult {
  namespace: string;
  events: number;
  lastPosition: number;
  until: string | null;
  durationMs: number;
  eventsPerSecond: number;
  hashes: Record<string, string>;
  switched: boolean;
  previousLive: string;
}

export function generateNamespace(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `replay-${stamp}-${randomBytes(3).toString('hex')}`;
}

/**
 * Rebuilds every read model from the log into a fresh namespace (blue/green): the live namespace
 * keeps serving meanwhile. Each page commits with the checkpoint, so after a switch the live
 * projector simply continues from where the replay stopped.
 */
export async function replay(options: ReplayOptions): Promise<ReplayResult> {
  const {
    eventStore,
    provider,
    projections,
    until,
    switchLive = false,
    pageSize = 5000,
    onProgress,
  } = options;
  if (switchLive && until)
    throw new Error('A replay up to a date shows the past; it cannot become the live read models.');
  const namespace = options.namespace ?? generateNamespace();
  const previousLive = await provider.liveNamespace();
  if (namespace === previousLive) throw new Error(`Namespace ${namespace} is live; replay into a fresh one.`);
  const store = await provider.open(namespace);
  const started = performance.now();
  let events = 0;
  let lastPosition = (await store.getCheckpoint(PROJECTOR_CHECKPOINT)) ?? 0;
  try {
    if (lastPosition > 0 || (await store.listCollections()).length > 0) {
      throw new Error(`Namespace ${namespace} already holds read models; replay into a fresh one.`);
    }
    await ensureIndexes(store, projections, 'lookup');
    const headPosition = await eventStore.headPosition();
    // Nobody reads this namespace before the replay ends, and a replay cut short by a crash is
    // never made live (it is simply run again): its commits need not wait for the disk.
    await store.bulkLoad(async () => {
      for (;;) {
        const page = await eventStore.readAll({ fromPosition: lastPosition, maxCount: pageSize });
        const kept = until ? takeUntil(page, until) : page;
        const last = kept[kept.length - 1];
        if (last) {
          await applyBatch(store, projections, kept, PROJECTOR_CHECKPOINT);
          events += kept.length;
          lastPosition = last.position;
          onProgress?.({ events, lastPosition, headPosition });
        }
        if (kept.length < page.length || page.length < pageSize) break;
      }
      await ensureIndexes(store, projections, 'text');
    });
    const durationMs = performance.now() - started;
    const hashes = await readModelHashes(store);
    if (switchLive) await provider.setLiveNamespace(namespace);
    return {
      namespace,
      events,
      lastPosition,
      until: until ? until.toISOString() : null,
      durationMs: Math.round(durationMs),
      eventsPerSecond: durationMs > 0 ? Math.round((events / durationMs) * 1000) : events,
      hashes,
      switched: switchLive,
      previousLive,
    };
  } finally {
    await store.close();
  }
}

function takeUntil(page: readonly RecordedEvent[], until: Date): RecordedEvent[] {
  const limit = until.getTime();
  const cut = page.findIndex((event) => Date.parse(event.recordedAt) > limit);
  return cut === -1 ? [...page] : page.slice(0, cut);
}
