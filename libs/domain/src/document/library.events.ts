import type { EventOf } from '@buildmentor/contracts';

/** Events on stream `library-<userId>`: the storage a user's uploads occupy. */
export type StorageReserved = EventOf<'StorageReserved'>;
export type StorageReleased = EventOf<'StorageReleased'>;

export type LibraryEvent = StorageReserved | StorageReleased;
