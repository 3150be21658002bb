import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBlob } from '../blob/blob-store.port';
import { FsBlobStore } from '../blob/fs-blob-store';
import { oleWithWordStream, paddedText, windowsExecutable } from '../testing/file-fixtures';
import { textPdf } from '../testing/pdf-fixtures';
import { buildDocx, buildZip } from '../testing/zip-fixtures';
import { receiveUpload } from './receive-upload';

/** The bytes as an upload arrives: in chunks of `size` (1 byte splits every signature and name). */
async function* chunked(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe('receiveUpload (streamed into the blob store)', () => {
  let root: string;
  let blobs: FsBlobStore;
  const stored = async () =>
    (await readdir(join(root, 'blobs')).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'bm-receive-'));
    blobs = new FsBlobStore(join(root, 'blobs'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it.each([1, 7, 64 * 1024])(
    'stores a DOCX arriving in %i-byte chunks, with its size, hash and verified type',
    async (size) => {
      const docx = buildDocx(['Scope of works']);
      const received = await receiveUpload(chunked(docx, size), 'spec.docx', blobs);
      expect(received).toEqual({
        ok: true,
        blobKey: expect.stringMatching(/^[0-9a-f-]{36}\.docx$/),
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        sizeBytes: docx.length,
        sha256: createHash('sha256').update(docx).digest('hex'),
      });
      const blob = await readBlob(blobs, (received as { blobKey: string }).blobKey);
      expect(Buffer.from(blob!.bytes).equals(docx)).toBe(true);
      expect(blob!.meta).toEqual({
        contentType: received.ok && received.contentType,
        originalName: 'spec.docx',
      });
    },
  );

  it('finds a Word stream name split across chunks', async () => {
    await expect(receiveUpload(chunked(oleWithWordStream(), 641), 'old.doc', blobs)).resolves.toMatchObject({
      ok: true,
      contentType: 'application/msword',
    });
  });

  it.each([
    [
      'a zip that is not a DOCX, once its directory is read back',
      buildZip([{ name: 'a.txt', data: Buffer.from('x') }]),
      'spec.docx',
      'unsupported_type',
    ],
    [
      'text with a NUL far past the first chunk',
      Buffer.concat([Buffer.alloc(200_000, 0x61), Buffer.from([0]), Buffer.alloc(10, 0x61)]),
      'notes.txt',
      'unsupported_type',
    ],
    ['an OLE2 file without a Word stream', oleWithWordStream('Workbook'), 'sheet.doc', 'unsupported_type'],
  ])('stores, then deletes, %s', async (_label, bytes, name, error) => {
    await expect(receiveUpload(chunked(bytes, 4096), name, blobs)).resolves.toEqual({ ok: false, error });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['an executable named .pdf', windowsExecutable(), 'invoice.pdf', 'unsupported_type'],
    ['a PDF without an extension', textPdf(['x']), 'drawing', 'unsupported_type'],
    ['a PDF named .docx', textPdf(['x']), 'spec.docx', 'type_mismatch'],
  ])(
    'refuses %s from its name and first bytes, storing nothing, and reads the source to its end',
    async (_label, bytes, name, error) => {
      let consumed = 0;
      async function* counted(): AsyncGenerator<Uint8Array> {
        for await (const chunk of chunked(bytes, 100)) {
          consumed += chunk.length;
          yield chunk;
        }
      }
      await expect(receiveUpload(counted(), name, blobs)).resolves.toEqual({ ok: false, error });
      expect(consumed).toBe(bytes.length);
      expect(await stored()).toEqual([]);
    },
  );

  it('stops storing at the size limit, keeps no partial blob, and drains the rest', async () => {
    const file = paddedText(300_000);
    let consumed = 0;
    async function* counted(): AsyncGenerator<Uint8Array> {
      for await (const chunk of chunked(file, 64 * 1024)) {
        consumed += chunk.length;
        yield chunk;
      }
    }
    await expect(receiveUpload(counted(), 'big.txt', blobs, 200_000)).resolves.toEqual({
      ok: false,
      error: 'too_large',
    });
    expect(consumed).toBe(file.length);
    expect(await readdir(join(root, 'blobs'))).toEqual([]);
    await expect(receiveUpload(chunked(file, 64 * 1024), 'big.txt', blobs, 300_000)).resolves.toMatchObject({
      ok: true,
      sizeBytes: 300_000,
    });
  });

  it('passes a store failure on', async () => {
    // A store whose directory cannot be created: a file stands where its parent folder should be.
    await writeFile(join(root, 'occupied'), 'x');
    const broken = new FsBlobStore(join(root, 'occupied', 'blobs'));
    await expect(receiveUpload(chunked(Buffer.from('notes\n'), 2), 'notes.txt', broken)).rejects.toThrow(
      /ENOTDIR|EEXIST/,
    );
  });
});
