import { createHash } from 'node:crypto';
import { type DocumentContentType, MAX_UPLOAD_BYTES } from '@buildmentor/contracts';
import { type BlobStore, newBlobKey, readBlobRange } from '../blob/blob-store.port';
import { HEAD_BYTES, UploadTypeCheck } from '../detect/type-check';

/** An upload stored in the blob store with its type verified, not yet recorded anywhere. */
export interface StoredUpload {
  ok: true;
  blobKey: string;
  contentType: DocumentContentType;
  sizeBytes: number;
  /** Hex SHA-256 of the bytes, computed as they streamed past. */
  sha256: string;
}

/** A refused upload: nothing of it is kept. */
export interface RefusedUpload {
  ok: false;
  error: 'too_large' | 'unsupported_type' | 'type_mismatch';
}

export type ReceivedUpload = StoredUpload | RefusedUpload;

class TooLarge extends Error {}

/**
 * Receives one uploaded file from a stream straight into the blob store, with memory bounded by a
 * chunk or two whatever the file's size or the number of uploads at once:
 *
 * 1. The first bytes and the name decide what the file claims to be; a name or signature we never
 *    accept (or the two disagreeing) is refused before anything is stored.
 * 2. The bytes are piped into the blob store, counted (over `maxBytes`: the partial blob is
 *    discarded, too_large), hashed and type-checked as they pass.
 * 3. The verdict (for a DOCX, from its ZIP directory read back from the store): a file whose bytes
 *    do not bear out its type is deleted again (unsupported_type).
 *
 * Whatever the outcome, the source is read to its end (a refused file is drained, not stored),
 * so a multipart parser can go on to the next part. Store failures reject.
 */
export async function receiveUpload(
  source: AsyncIterable<Uint8Array>,
  claimedName: string,
  blobs: BlobStore,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<ReceivedUpload> {
  const chunks = source[Symbol.asyncIterator]();
  let received = 0;
  const next = async (): Promise<Uint8Array | null> => {
    const step = await chunks.next();
    if (step.done) return null;
    received += step.value.length;
    return step.value;
  };
  const drain = async (): Promise<void> => {
    while ((await next()) !== null);
  };

  let head: Uint8Array = new Uint8Array(0);
  while (head.length < HEAD_BYTES) {
    const chunk = await next();
    if (chunk === null) break;
    head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
  }
  const begun = UploadTypeCheck.begin(head, claimedName);
  if ('error' in begun) {
    await drain();
    return { ok: false, error: received > maxBytes ? 'too_large' : begun.error };
  }
  const check = begun;

  const hash = createHash('sha256');
  async function* checked(): AsyncGenerator<Uint8Array> {
    for (let chunk: Uint8Array | null = head; chunk !== null; chunk = await next()) {
      if (received > maxBytes) throw new TooLarge();
      hash.update(chunk);
      check.update(chunk);
      yield chunk;
    }
  }
  const blobKey = newBlobKey(check.type.extension);
  let sizeBytes: number;
  try {
    ({ sizeBytes } = await blobs.putStream(blobKey, checked(), {
      contentType: check.type.contentType,
      originalName: claimedName.slice(0, 255),
    }));
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    await drain();
    return { ok: false, error: 'too_large' };
  }
  const verdict = await check.finish((start, end) => readBlobRange(blobs, blobKey, start, end), sizeBytes);
  if ('error' in verdict) {
    await blobs.delete(blobKey);
    return { ok: false, error: verdict.error };
  }
  return { ok: true, blobKey, contentType: verdict.contentType, sizeBytes, sha256: hash.digest('hex') };
}
