import { inflateRawSync } from 'node:zlib';
import { entryDataOffset, readZipDirectory, ZipFormatError } from '../detect/zip-directory';
import { ExtractionError, REASONS } from './extraction-error';

/**
 * Proves a ZIP (DOCX) is safe to hand to mammoth by inflating every entry with a running cap on
 * the real output size. Header sizes are ignored: a zip bomb lies about them. zlib's
 * `maxOutputLength` stops inflating as soon as the budget is exceeded, so the check itself can
 * never allocate more than the cap, however extreme the compression ratio.
 * Returns the total uncompressed size.
 */
export function assertZipWithinBudget(bytes: Uint8Array, maxTotalBytes: number): number {
  let entries;
  try {
    entries = readZipDirectory(bytes);
  } catch (error) {
    throw asDamaged(error);
  }
  let total = 0;
  for (const entry of entries) {
    const remaining = maxTotalBytes - total;
    let start: number;
    try {
      start = entryDataOffset(bytes, entry);
    } catch (error) {
      throw asDamaged(error);
    }
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      total += data.length; // stored: the real size is the stored size
    } else if (entry.method === 8) {
      total += inflatedSize(data, remaining);
    } else {
      throw new ExtractionError('extraction_failed', REASONS.damaged, `zip method ${entry.method}`);
    }
    if (total > maxTotalBytes) throw bomb(total);
  }
  return total;
}

function inflatedSize(data: Uint8Array, remaining: number): number {
  try {
    // One byte over the budget is enough to know the budget is blown.
    return inflateRawSync(data, { maxOutputLength: Math.max(1, remaining + 1) }).length;
  } catch (error) {
    if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw bomb(remaining + 1);
    }
    throw asDamaged(error);
  }
}

function bomb(atLeast: number): ExtractionError {
  return new ExtractionError('too_large', REASONS.bomb, `inflates past ${atLeast} bytes`);
}

function asDamaged(error: unknown): ExtractionError {
  const detail = error instanceof ZipFormatError || error instanceof Error ? error.message : String(error);
  return new ExtractionError('extraction_failed', REASONS.damaged, detail);
}
