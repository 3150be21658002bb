import { type ByteSource } from './blob-store.port';

/**
 * Re-cuts a byte source into pieces of exactly `size` bytes (the last one may be shorter; an
 * empty source yields nothing), however the source happens to be chunked: a multipart parser's
 * 64 KiB parts, a generator's 1-byte dribble, one 10 MB buffer from putBlob.
 *
 * Every piece is copied into ONE buffer that is reused, so the memory this costs is one piece per
 * upload whatever the file's size. The price: a piece is valid only until the consumer asks for
 * the next one, so it must be written (awaited) before the loop continues.
 */
export async function* fixedChunks(source: ByteSource, size: number): AsyncGenerator<Buffer> {
  if (!Number.isInteger(size) || size <= 0) throw new RangeError(`chunk size must be a positive integer`);
  const piece = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const chunk of source) {
    for (let offset = 0; offset < chunk.length;) {
      const take = Math.min(size - filled, chunk.length - offset);
      piece.set(chunk.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === size) {
        yield piece;
        filled = 0;
      }
    }
  }
  if (filled > 0) yield piece.subarray(0, filled);
}
