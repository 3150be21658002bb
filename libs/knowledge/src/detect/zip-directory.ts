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

/** Reads the central directory; throws ZipFormatError when the archive is not a usable ZIP. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const eocd = findEndOfDirectory(bytes);
  if (eocd < 0) throw new ZipFormatError('no end of central directory');
  const dv = view(bytes);
  const count = dv.getUint16(eocd + 10, true);
  const dirSize = dv.getUint32(eocd + 12, true);
  const dirOffset = dv.getUint32(eocd + 16, true);
  // ZIP64 archives mark these fields as 0xFFFF...; no DOCX under 10 MB needs ZIP64.
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ZipFormatError('zip64 not supported');
  if (count > MAX_ZIP_ENTRIES) throw new ZipFormatError('too many entries');
  if (dirOffset + dirSize > eocd) throw new ZipFormatError('central directory out of bounds');
  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || dv.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new ZipFormatError('bad central directory entry');
    }
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    if (at + 46 + nameLength > eocd) throw new ZipFormatError('entry name out of bounds');
    entries.push({
      method: dv.getUint16(at + 10, true),
      compressedSize: dv.getUint32(at + 20, true),
      declaredSize: dv.getUint32(at + 24, true),
      localHeaderOffset: dv.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
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
