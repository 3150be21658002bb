import { dirname, join } from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import type { ExtractedPage } from '../extraction-types';

/**
 * Where the English model lives: the @tesseract.js-data/eng package ships it gzipped, so OCR
 * never downloads anything at run time. Passing a local directory as langPath makes tesseract.js
 * read `<langPath>/eng.traineddata.gz` from disk; cacheMethod 'none' stops it writing a cached
 * copy into the working directory.
 */
export function englishDataPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
}

/**
 * OCR of a PNG or JPEG. tesseract.js runs its WebAssembly engine in a worker thread of the
 * extraction process, so the parent's time limit and kill still cover it.
 */
export async function extractImage(bytes: Uint8Array): Promise<ExtractedPage[]> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishDataPath(),
    gzip: true,
    cacheMethod: 'none',
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  try {
    const { data } = await worker.recognize(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return [{ page: 1, text: data.text }];
  } finally {
    await worker.terminate();
  }
}
