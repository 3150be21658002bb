import { type Doc } from '@buildmentor/read-store';
import { readModel } from '../projection/read-model';

/**
 * The lease that makes exactly one projector process active (`projector_lease`, one document,
 * `_id` 'projector'). The holder renews it well inside `expires_at_ms`; a standby takes it once it
 * has expired. Written by the projectors in the live namespace, read by the status endpoints.
 */
export interface ProjectorLeaseDoc extends Doc {
  holder: string;
  /** Epoch milliseconds after which another projector may take the lease. */
  expires_at_ms: number;
  acquired_at: string;
  renewed_at: string;
}

export const PROJECTOR_LEASE = readModel<ProjectorLeaseDoc>('projector_lease');
export const PROJECTOR_LEASE_ID = 'projector';

/** What a projector process is doing, as it last reported. */
export type ProjectorState = 'following' | 'reconnecting' | 'standby';

/** One document per projector process (`_id` its instance id), refreshed with every lease round. */
export interface ProjectorInstanceDoc extends Doc {
  state: ProjectorState;
  seen_at: string;
  /** Epoch milliseconds of `seen_at`, for range filters. */
  seen_at_ms: number;
  /** The last failure while reconnecting, for the operator. */
  error: string | null;
}

export const PROJECTOR_INSTANCES = readModel<ProjectorInstanceDoc>('projector_instances');

/** An instance not seen for this long is gone (it reports at least once a second). */
export const PROJECTOR_INSTANCE_STALE_MS = 5_000;
