import { LAG_EVENTS_COUNT_LIMIT, type ProjectorProgress } from '@buildmentor/contracts';
import { type EventStore } from '@buildmentor/event-store';
import {
  PROJECTOR_INSTANCE_STALE_MS,
  PROJECTOR_INSTANCES,
  type ProjectorInstanceDoc,
} from '@buildmentor/read-models';
import { type ReadModels } from '../infrastructure/read-models.service';

/** How far the read models are behind the log: the health check's and the System tab's figures. */
export interface ProjectionProgress extends ProjectorProgress {
  /** Position of the log's last event. */
  head: number;
  /** The live namespace (blue/green). */
  namespace: string;
}

/** Read models more than this far behind make the service degraded. */
export const DEGRADED_LAG_SECONDS = 30;

/**
 * Lag is counted by reading what follows the checkpoint (at most LAG_EVENTS_COUNT_LIMIT + 1
 * events), not by subtracting positions: on EventStoreDB positions are byte offsets. The same read
 * gives the age of the oldest unprojected event. The projector's state comes from the reports
 * each projector process writes about once a second.
 */
export async function projectionProgress(
  eventStore: EventStore,
  readModels: ReadModels,
  now: Date,
): Promise<ProjectionProgress> {
  const [head, checkpoint, namespace, instances] = await Promise.all([
    eventStore.headPosition(),
    readModels.checkpoint(),
    readModels.namespace(),
    readModels
      .collection(PROJECTOR_INSTANCES)
      .then((c) => c.find({ seen_at_ms: { $gte: now.getTime() - PROJECTOR_INSTANCE_STALE_MS } })),
  ]);
  const pending =
    head > checkpoint
      ? await eventStore.readAll({ fromPosition: checkpoint, maxCount: LAG_EVENTS_COUNT_LIMIT + 1 })
      : [];
  const oldest = pending[0];
  return {
    head,
    checkpoint,
    namespace,
    lag_events: Math.min(pending.length, LAG_EVENTS_COUNT_LIMIT),
    lag_events_capped: pending.length > LAG_EVENTS_COUNT_LIMIT,
    lag_seconds: oldest ? Math.max(0, (now.getTime() - Date.parse(oldest.recordedAt)) / 1000) : 0,
    ...projectorState(instances),
  };
}

function projectorState(
  instances: readonly ProjectorInstanceDoc[],
): Pick<ProjectorProgress, 'state' | 'active' | 'standby'> {
  const active = instances.filter((i) => i.state !== 'standby');
  const standby = instances.length - active.length;
  const state = active.some((i) => i.state === 'following')
    ? 'following'
    : active.length > 0
      ? 'reconnecting'
      : standby > 0
        ? 'standby'
        : 'stopped';
  return { state, active: active.length, standby };
}

/** Degraded when nobody is following the log or the read models are far behind. */
export function isDegraded(progress: ProjectorProgress): boolean {
  return progress.state !== 'following' || progress.lag_seconds > DEGRADED_LAG_SECONDS;
}
