/**
 * A minimal reader of a ZIP's central directory. The central directory (found from the
 * end-of-central-directory record) is what unzip tools actually use, so we read entry names and
 * offsets from it rather than scanning local headers, which a crafted file can fake.
 * Sizes in here come from headers and are NOT trusted for decompression limits (see zip-guard).
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** As claimed by the header: informative only. */
  declaredSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
/** More entries than any real DOCX has; bounds the work on a hostile directory. */
export const MAX_ZIP_ENTRIES = 10_000;

export class ZipFormatError extends Error {}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Finds the end-of-central-directory record: within the last 22 + 65535 (comment) bytes. */
function findEndOfDirectory(bytes: Uint8Array): number {
  const dv = view(bytes);
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (dv.getUint32(i, true) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

/** Reads `[start, end)` of an archive: from memory, or from a stored blob without loading it. */
export type RangeReader = (start: number, end: number) => Uint8Array | Promise<Uint8Array>;

/** How far from the end the end-of-central-directory record can be (its size plus the longest comment). */
const TAIL_BYTES = 22 + 0xffff;

/** The end record found in `tail` (the archive's last bytes, starting at `tailStart`): where the directory is and how many entries it has. */
function endRecord(tail: Uint8Array, tailStart: number): { count: number; dirOffset: number; eocd: number } {
  const at = findEndOfDirectory(tail);
  if (at < 0) throw new ZipFormatError('no end of central directory');
  const dv = view(tail);
  const count = dv.getUint16(at + 10, true);
  const dirSize = dv.getUint32(at + 12, true);
  const dirOffset = dv.getUint32(at + 16, true);
  const eocd = tailStart + at;
  // ZIP64 archives mark these fields as 0xFFFF...; no DOCX under 10 MB needs ZIP64.
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ZipFormatError('zip64 not supported');
  if (count > MAX_ZIP_ENTRIES) throw new ZipFormatError('too many entries');
  if (dirOffset + dirSize > eocd) throw new ZipFormatError('central directory out of bounds');
  return { count, dirOffset, eocd };
}

/** Reads the central directory of an archive held in memory (the extraction worker's zip guard). */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const { count, dirOffset, eocd } = endRecord(bytes, 0);
  return parseEntries(bytes.subarray(dirOffset, eocd), count);
}

/**
 * The same, for an archive of `size` bytes read through `read`: only its tail (to find the end
 * record) and its directory are read, so an upload is checked straight from the blob store.
 */
export async function readZipDirectoryFrom(read: RangeReader, size: number): Promise<ZipEntry[]> {
  if (size < 22) throw new ZipFormatError('too short');
  const tailStart = Math.max(0, size - TAIL_BYTES);
  const tail = await read(tailStart, size);
  const { count, dirOffset, eocd } = endRecord(tail, tailStart);
  // Entries are bounded by the end record: reading up to it bounds every entry's name as well.
  const directory =
    dirOffset >= tailStart
      ? tail.subarray(dirOffset - tailStart, eocd - tailStart)
      : await read(dirOffset, eocd);
  return parseEntries(directory, count);
}

/** `count` central directory entries from `directory` (which starts at the first entry). */
function parseEntries(directory: Uint8Array, count: number): ZipEntry[] {
  const dv = view(directory);
  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || dv.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new ZipFormatError('bad central directory entry');
    }
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    if (at + 46 + nameLength > directory.length) throw new ZipFormatError('entry name out of bounds');
    entries.push({
      method: dv.getUint16(at + 10, true),
      compressedSize: dv.getUint32(at + 20, true),
      declaredSize: dv.getUint32(at + 24, true),
      localHeaderOffset: dv.getUint32(at + 42, true),
      name: decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where an entry's compressed data starts: after its local header, whose lengths may differ. */
export function entryDataOffset(bytes: Uint8Array, entry: ZipEntry): number {
  const dv = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || dv.getUint32(at, true) !== 0x04034b50) {
    throw new ZipFormatError('bad local header');
  }
  const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ZipFormatError('entry data out of bounds');
  return start;
}
