import { type Doc } from '@buildmentor/read-store';
import { readModel } from '../projection/read-model';

/**
 * `shared_counters`: how many requests (or sign-in failures) one key had in one fixed window,
 * summed over every API process. Each process counts locally and adds its new hits here a few
 * times a second (one `$inc` per key and window), reading back the others' totals; the API's rate
 * limits and sign-in throttle decide with both (apps/command-api/src/shared/shared-counts). `_id`
 * is `<scope>|<hash of the key>|<window index>`; the key itself (an address, an email) is not
 * stored.
 */
export interface SharedCounterDoc extends Doc {
  /** Hits counted in this window by every process, as far as each has synced them. */
  count: number;
  /** The counter it belongs to ('rate-limits', 'sign-in'); each expires its own, by its own clock. */
  scope: string;
  /** Epoch milliseconds after which no process reads this window (the end of the next one). */
  expires_at_ms: number;
}

export const SHARED_COUNTERS = readModel<SharedCounterDoc>('shared_counters');

/**
 * The counters live in a namespace of their own, never a read-model generation: a replay's switch
 * of the live namespace does not reset them, and on SQLite their frequent small writes go to a
 * file of their own instead of waiting for (and delaying) the projector's batches.
 */
export const SHARED_COUNTERS_NAMESPACE = 'api-counters';
