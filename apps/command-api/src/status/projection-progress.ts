import { type EventStore } from '@buildmentor/event-store';
import { type ReadModels } from '../infrastructure/read-models.service';

/** How far the read models are behind the log: the health check's and the System tab's figures. */
export interface ProjectionProgress {
  /** Position of the log's last event. */
  head: number;
  /** The projector's checkpoint in the live namespace. */
  checkpoint: number;
  /** The live namespace (blue/green). */
  namespace: string;
  /** Events written and not yet projected. */
  lag: number;
}

export async function projectionProgress(
  eventStore: EventStore,
  readModels: ReadModels,
): Promise<ProjectionProgress> {
  const [head, checkpoint, namespace] = await Promise.all([
    eventStore.headPosition(),
    readModels.checkpoint(),
    readModels.namespace(),
  ]);
  return { head, checkpoint, namespace, lag: Math.max(0, head - checkpoint) };
}
