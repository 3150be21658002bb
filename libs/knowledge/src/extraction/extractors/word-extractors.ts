import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { assertZipWithinBudget } from '../zip-guard';
import type { ExtractedPage } from '../extraction-types';

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * DOCX via mammoth (1.11+ no longer follows external file links). mammoth inflates with JSZip,
 * which trusts nothing we control, so the archive is first inflated once with a hard running cap
 * (assertZipWithinBudget): a zip bomb is rejected before mammoth sees it. DOCX has no pages, so
 * the text is one page.
 */
export async function extractDocx(bytes: Uint8Array, maxUncompressedBytes: number): Promise<ExtractedPage[]> {
  assertZipWithinBudget(bytes, maxUncompressedBytes);
  const result = await mammoth.extractRawText({ buffer: asBuffer(bytes) });
  return [{ page: 1, text: result.value }];
}

/**
 * Word 97-2003 (.doc) via word-extractor, which reads the OLE2 compound file in pure JS. The
 * binary format has no reliable page breaks, so body and footnotes form one page.
 */
export async function extractDoc(bytes: Uint8Array): Promise<ExtractedPage[]> {
  const doc = await new WordExtractor().extract(asBuffer(bytes));
  const parts = [doc.getBody(), doc.getFootnotes()].map((part) => part.trim()).filter(Boolean);
  return [{ page: 1, text: parts.join('\n\n') }];
}
