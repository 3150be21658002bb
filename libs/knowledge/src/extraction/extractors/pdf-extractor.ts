import { ExtractionError, REASONS } from '../extraction-error';
import type { ExtractedPage } from '../extraction-types';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type TextItem = { str?: string; hasEOL?: boolean };

/**
 * pdf.js is ESM-only; our code is CommonJS, so it is loaded with a dynamic import (which Node 20
 * supports from CommonJS). This runs only inside the extraction worker process.
 */
async function loadPdfJs(): Promise<PdfJs> {
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

/**
 * Per-page text with page numbers. Hardening: no eval (pdf.js would otherwise compile font
 * programs with `new Function`), no font loading, no system fonts, no fetching of anything, no
 * XFA; `maxChars` stops early on text floods instead of building a huge string first.
 */
export async function extractPdf(bytes: Uint8Array, maxChars: number): Promise<ExtractedPage[]> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    // pdf.js rejects Buffer (what IPC delivers) and takes ownership of the array it is given.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    enableXfa: false,
    disableAutoFetch: true,
    disableStream: true,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new ExtractionError('extraction_failed', REASONS.encrypted, name);
    throw new ExtractionError('extraction_failed', REASONS.damaged, (error as Error).message);
  }
  const pages: ExtractedPage[] = [];
  let total = 0;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const text = joinItems(content.items as TextItem[]);
      page.cleanup();
      total += text.length;
      if (total > maxChars)
        throw new ExtractionError('too_large', REASONS.tooMuchText, `over ${maxChars} chars`);
      pages.push({ page: n, text });
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError('extraction_failed', REASONS.damaged, (error as Error).message);
  } finally {
    await doc.destroy();
  }
  return pages;
}

/** pdf.js gives positioned runs; hasEOL marks line ends, which we keep so paragraphs survive. */
function joinItems(items: TextItem[]): string {
  let text = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text;
}
