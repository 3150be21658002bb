import { type ReplayStatus } from '@buildmentor/contracts';
import { type Doc } from '@buildmentor/read-store';
import { readModel } from '../projection/read-model';
import { PROJECTOR_INSTANCES, PROJECTOR_LEASE } from '../projector-instances/projector-instances.read-model';
import { SHARED_COUNTERS } from '../shared-counters/shared-counters.read-model';

/**
 * `replays`: the progress of admin-requested replays, written by the projector's replay trigger
 * in the live namespace (beside the projections, not by them) and read by the admin System tab.
 */
export type ReplayDoc = Doc & ReplayStatus;

export const REPLAYS = readModel<ReplayDoc>('replays');

/**
 * Collections a namespace holds that are not read models of the log, so they are left out when a
 * replay's content hashes are compared with the live ones. (The shared counters have a namespace
 * of their own; listed so that they never count as a read model wherever they are.)
 */
export const OPERATIONAL_COLLECTIONS: ReadonlySet<string> = new Set([
  REPLAYS.name,
  PROJECTOR_LEASE.name,
  PROJECTOR_INSTANCES.name,
  SHARED_COUNTERS.name,
]);
