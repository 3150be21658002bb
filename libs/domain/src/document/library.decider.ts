import type { LibraryCommand, ReleaseStorage, ReserveStorage } from './library.commands';
import { StorageQuotaExceededError } from './library.errors';
import type { LibraryEvent } from './library.events';

/** One document's claim on the user's storage; a released one stays, so a repeat cannot count twice. */
export interface StorageClaim {
  bytes: number;
  released: boolean;
}

export interface LibraryState {
  /** Every reservation ever made, by document id: the idempotence key for reserve and release. */
  claims: ReadonlyMap<string, StorageClaim>;
  /** Bytes reserved and not released. */
  usedBytes: number;
}

export const initialState = (): LibraryState => ({ claims: new Map(), usedBytes: 0 });

export function evolve(state: LibraryState, event: LibraryEvent): LibraryState {
  switch (event.type) {
    case 'StorageReserved':
      return {
        claims: new Map(state.claims).set(event.data.documentId, {
          bytes: event.data.bytes,
          released: false,
        }),
        usedBytes: state.usedBytes + event.data.bytes,
      };
    case 'StorageReleased': {
      const claim = state.claims.get(event.data.documentId);
      if (!claim || claim.released) return state;
      return {
        claims: new Map(state.claims).set(event.data.documentId, { ...claim, released: true }),
        usedBytes: state.usedBytes - claim.bytes,
      };
    }
  }
}

/**
 * A user's storage: each upload reserves its bytes before the document is recorded, and the
 * reservation is refused when it would take the user past the limit. Appended with the exact
 * revision, so two uploads deciding at once cannot both take the last megabytes. Reserving or
 * releasing the same document again decides nothing (a retried request).
 */
export function decide(command: LibraryCommand, state: LibraryState): LibraryEvent[] {
  switch (command.type) {
    case 'ReserveStorage':
      return reserve(command, state);
    case 'ReleaseStorage':
      return release(command, state);
  }
}

function reserve(command: ReserveStorage, state: LibraryState): LibraryEvent[] {
  const { userId, documentId, bytes, limitBytes } = command.data;
  if (state.claims.has(documentId)) return [];
  if (state.usedBytes + bytes > limitBytes)
    throw StorageQuotaExceededError(limitBytes, state.usedBytes, bytes);
  return [{ type: 'StorageReserved', data: { userId, documentId, bytes, limitBytes } }];
}

function release(command: ReleaseStorage, state: LibraryState): LibraryEvent[] {
  const { userId, documentId, reason } = command.data;
  const claim = state.claims.get(documentId);
  if (!claim || claim.released) return [];
  return [{ type: 'StorageReleased', data: { userId, documentId, bytes: claim.bytes, reason } }];
}
