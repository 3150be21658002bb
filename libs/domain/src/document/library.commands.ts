import type { StorageReleaseReason } from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

/**
 * Claim storage for an upload whose bytes are stored but not yet recorded. `limitBytes` is the
 * plan's limit at the time of the upload: the handler reads the plan in force from quota-<user>
 * (allowanceAt's tier) and the limit from contracts, because a decider reads no other stream.
 */
export type ReserveStorage = Command<
  'ReserveStorage',
  { userId: string; documentId: string; bytes: number; limitBytes: number }
>;

/** Give a document's storage back: it was deleted or rejected, or its upload was never recorded. */
export type ReleaseStorage = Command<
  'ReleaseStorage',
  { userId: string; documentId: string; reason: StorageReleaseReason }
>;

export type LibraryCommand = ReserveStorage | ReleaseStorage;
