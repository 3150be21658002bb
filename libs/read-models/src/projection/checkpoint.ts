/**
 * The checkpoint the live projector keeps in every namespace, committed with each batch: the log
 * position the read models include. The API waits on it for read-your-writes.
 */
export const PROJECTOR_CHECKPOINT = 'projector';
