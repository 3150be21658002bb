import {
  type BlobStore,
  InvalidBlobKeyError,
  newBlobKey,
  putBlob,
  readBlob,
  readBlobRange,
} from '../blob/blob-store.port';

/** One adapter under test, opened fresh for each test. */
export interface BlobStoreFixture {
  store: BlobStore;
  /**
   * How many storage units (files, documents, rows) the store holds once its own housekeeping has
   * run. Compared before and after, so leftovers of failed, replaced or deleted blobs show up.
   */
  footprint(): Promise<number>;
  /** Releases what the factory opened for this test. */
  close(): Promise<void>;
}

/** Bytes 0..250 repeating: every offset has a known value, so a misplaced range shows. */
export function patternBytes(size: number, offset = 0): Buffer {
  const bytes = Buffer.allocUnsafe(size);
  for (let i = 0; i < size; i++) bytes[i] = (offset + i) % 251;
  return bytes;
}

/** `total` pattern bytes in chunks of `chunk` bytes: the source of a streamed put. */
export async function* patternSource(total: number, chunk: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < total; at += chunk) yield patternBytes(Math.min(chunk, total - at), at);
}

const text = { contentType: 'text/plain' };

/**
 * What every BlobStore adapter must do, whatever it stores in: the port's promises (atomic
 * replace, nothing kept of a failed put, any range, idempotent delete, keys checked before any
 * I/O). Call it inside a describe, conditional where the backend is optional.
 */
export function describeBlobStoreContract(name: string, open: () => Promise<BlobStoreFixture>): void {
  describe(`${name} (BlobStore contract)`, () => {
    let fixture: BlobStoreFixture;
    let store: BlobStore;
    let baseline: number;

    beforeEach(async () => {
      fixture = await open();
      store = fixture.store;
      baseline = await fixture.footprint();
    });
    afterEach(async () => {
      await fixture.close();
    });

    it('stores, reads, replaces and deletes a blob, leaving nothing behind', async () => {
      const key = newBlobKey('pdf');
      await putBlob(store, key, new Uint8Array([1, 2, 3]), {
        contentType: 'application/pdf',
        originalName: 'Plan.pdf',
      });
      expect(await readBlob(store, key)).toEqual({
        bytes: new Uint8Array([1, 2, 3]),
        meta: { contentType: 'application/pdf', originalName: 'Plan.pdf' },
      });
      const stored = await fixture.footprint();
      await putBlob(store, key, new Uint8Array([9]), { contentType: 'application/pdf' });
      expect(await readBlob(store, key)).toEqual({
        bytes: new Uint8Array([9]),
        meta: { contentType: 'application/pdf' },
      });
      expect(await fixture.footprint()).toBe(stored);
      await store.delete(key);
      expect(await readBlob(store, key)).toBeNull();
      await store.delete(key); // deleting a missing key is not an error
      expect(await fixture.footprint()).toBe(baseline);
    });

    it('keeps every meta field as given', async () => {
      const key = newBlobKey('pdf');
      const meta = {
        contentType: 'application/pdf',
        originalName: 'Überdachung "Nord" – Plan 2.pdf',
        sizeBytes: 3,
        sha256: '039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81',
      };
      await putBlob(store, key, new Uint8Array([1, 2, 3]), meta);
      const opened = await store.openRead(key);
      opened?.stream.destroy();
      expect(opened?.meta).toEqual(meta);
      await store.delete(key);
    });

    it('keeps the bytes exact across storage chunk boundaries, and stores an empty blob', async () => {
      const key = newBlobKey('bin');
      const size = 600 * 1024 + 1; // spans several chunks of any adapter (256 KiB, 255 KiB)
      expect(await store.putStream(key, patternSource(size, 7001), text)).toEqual({ sizeBytes: size });
      const read = await readBlob(store, key);
      expect(read?.bytes.length).toBe(size);
      expect(Buffer.from(read!.bytes).equals(patternBytes(size))).toBe(true);

      const empty = newBlobKey('txt');
      expect(await store.putStream(empty, [], text)).toEqual({ sizeBytes: 0 });
      expect(await store.openRead(empty)).toMatchObject({ sizeBytes: 0, meta: text });
      expect((await readBlob(store, empty))?.bytes).toHaveLength(0);
      await store.delete(key);
      await store.delete(empty);
    });

    it('streams a blob in and reads any range of it back', async () => {
      const key = newBlobKey('txt');
      async function* digits(): AsyncGenerator<Uint8Array> {
        for (let i = 0; i < 100; i++) yield Buffer.alloc(1000, 48 + (i % 10));
      }
      expect(await store.putStream(key, digits(), text)).toEqual({ sizeBytes: 100_000 });
      const opened = await store.openRead(key);
      expect(opened).toMatchObject({ sizeBytes: 100_000, meta: text });
      opened!.stream.destroy(); // a reader may stop early
      expect(Buffer.from(await readBlobRange(store, key, 999, 1001)).toString()).toBe('01');
      expect(Buffer.from(await readBlobRange(store, key, 99_998, 200_000)).toString()).toBe('99');
      expect(await readBlobRange(store, key, 5, 5)).toHaveLength(0);
      expect(await readBlobRange(store, key, 7, 3)).toHaveLength(0);
      expect(await readBlobRange(store, key, 150_000, 160_000)).toHaveLength(0);
      expect(await readBlobRange(store, newBlobKey('txt'), 0, 10)).toHaveLength(0);
      expect(await store.openRead(newBlobKey('txt'))).toBeNull();

      const big = newBlobKey('bin');
      const size = 1024 * 1024;
      await store.putStream(big, patternSource(size, 64 * 1024), text);
      for (const [start, end] of [
        [0, 1],
        [262_143, 262_145],
        [100_000, 900_000],
        [size - 3, size + 10],
      ] as const) {
        const range = Buffer.from(await readBlobRange(store, big, start, end));
        expect(range.equals(patternBytes(Math.min(end, size) - start, start))).toBe(true);
      }
      const ranged = await store.openRead(big, { start: 10, end: 20 });
      expect(ranged?.sizeBytes).toBe(size); // the size is the blob's, not the range's
      ranged!.stream.destroy();
      await store.delete(key);
      await store.delete(big);
    });

    it('keeps the old blob whole, and nothing of the new one, when the source fails mid-way', async () => {
      const key = newBlobKey('txt');
      await putBlob(store, key, Buffer.from('old'), text);
      const stored = await fixture.footprint();
      async function* failing(): AsyncGenerator<Uint8Array> {
        yield* patternSource(700 * 1024, 100 * 1024); // several chunks written before the failure
        throw new Error('client went away');
      }
      await expect(store.putStream(key, failing(), text)).rejects.toThrow('client went away');
      expect(Buffer.from((await readBlob(store, key))!.bytes).toString()).toBe('old');
      const fresh = newBlobKey('txt');
      await expect(store.putStream(fresh, failing(), text)).rejects.toThrow('client went away');
      expect(await store.openRead(fresh)).toBeNull();
      expect(await fixture.footprint()).toBe(stored);
      await store.delete(key);
      expect(await fixture.footprint()).toBe(baseline);
    });

    it.each([
      '../escape',
      '..',
      'a/b',
      'a\\b',
      '',
      '.hidden',
      'x.pdf.exe',
      'name with space',
      'a'.repeat(200),
      '%2e%2e',
    ])('rejects the key %j before any storage call', async (key) => {
      await expect(putBlob(store, key, new Uint8Array([1]), text)).rejects.toThrow(InvalidBlobKeyError);
      await expect(readBlob(store, key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidBlobKeyError);
    });
  });
}
