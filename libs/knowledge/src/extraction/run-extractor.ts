import { ExtractionError, REASONS } from './extraction-error';
import type { ExtractedPage, ExtractedText, ExtractionJob, ExtractionReply } from './extraction-types';
import { extractImage } from './extractors/ocr-extractor';
import { extractPdf } from './extractors/pdf-extractor';
import { extractTxt } from './extractors/txt-extractor';
import { extractDoc, extractDocx } from './extractors/word-extractors';

/** Runs the extractor for one job. Called inside the worker process only. */
export async function runExtractor(job: ExtractionJob): Promise<ExtractedText> {
  const { bytes, contentType } = job;
  switch (contentType) {
    case 'application/pdf':
      return finish(await extractPdf(bytes, job.maxOutputChars), 'pdf', job.maxOutputChars);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return finish(await extractDocx(bytes, job.maxUncompressedBytes), 'docx', job.maxOutputChars);
    case 'application/msword':
      return finish(await extractDoc(bytes), 'doc', job.maxOutputChars);
    case 'text/plain':
      return finish(extractTxt(bytes).pages, 'plain', job.maxOutputChars);
    case 'image/png':
    case 'image/jpeg':
      return finish(await extractImage(bytes), 'ocr', job.maxOutputChars);
    default:
      throw new ExtractionError('unsupported_type', REASONS.unsupported, String(contentType));
  }
}

/**
 * Normalises line ends and strips control characters (NUL and friends break search indexes and
 * JSON consumers), then applies the output cap and the "no text at all" rule.
 */
function finish(pages: ExtractedPage[], extractor: string, maxChars: number): ExtractedText {
  const cleaned = pages.map((p) => ({ page: p.page, text: clean(p.text) }));
  const total = cleaned.reduce((sum, p) => sum + p.text.length, 0);
  if (total > maxChars) throw new ExtractionError('too_large', REASONS.tooMuchText, `${total} chars`);
  if (cleaned.every((p) => p.text.trim() === '')) throw new ExtractionError('no_text', REASONS.noText);
  return { pages: cleaned, extractor };
}

function clean(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/** Turns anything thrown into the reply the parent understands; reasons stay user-facing. */
export function toReply(error: unknown): ExtractionReply {
  if (error instanceof ExtractionError) {
    return { ok: false, code: error.code, reason: error.reason, detail: error.detail };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { ok: false, code: 'extraction_failed', reason: REASONS.damaged, detail };
}
