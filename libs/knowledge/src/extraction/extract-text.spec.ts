import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@buildmentor/contracts';
import { oleWithWordStream, windows1252Text } from '../testing/file-fixtures';
import { blankPng, textPng } from '../testing/png-fixtures';
import { textPdf } from '../testing/pdf-fixtures';
import { liveChildPids } from '../testing/process-probe';
import { buildDocx } from '../testing/zip-fixtures';
import { extractText } from './extract-text';
import { ExtractionError } from './extraction-error';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function rejection(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ExtractionError))
    throw new Error(`expected an ExtractionError, got ${String(error)}`);
  return error;
}

/** Each call starts a real worker process; these are integration tests of the whole path. */
describe('extractText', () => {
  afterEach(() => expect(liveChildPids()).toEqual([]));

  it('reads PDF text page by page', async () => {
    const pdf = textPdf(['Bracing schedule\nWall A: 3.4 kN', 'Page two: tie-downs (M12)']);
    await expect(extractText(pdf, 'application/pdf')).resolves.toEqual({
      extractor: 'pdf',
      pages: [
        { page: 1, text: 'Bracing schedule\nWall A: 3.4 kN' },
        { page: 2, text: 'Page two: tie-downs (M12)' },
      ],
    });
  });

  it('reads the file from a stream, a chunk at a time (as uploads come from the blob store)', async () => {
    const pdf = textPdf(['Streamed page']);
    async function* chunks(): AsyncGenerator<Uint8Array> {
      for (let at = 0; at < pdf.length; at += 100) yield pdf.subarray(at, at + 100);
    }
    await expect(extractText(chunks(), 'application/pdf')).resolves.toEqual({
      extractor: 'pdf',
      pages: [{ page: 1, text: 'Streamed page' }],
    });
  });

  it('refuses a stream longer than the upload limit in the worker', async () => {
    async function* endless(): AsyncGenerator<Uint8Array> {
      for (let sent = 0; sent <= MAX_UPLOAD_BYTES; sent += 1024 * 1024) yield Buffer.alloc(1024 * 1024, 0x61);
    }
    const error = await rejection(extractText(endless(), 'text/plain'));
    expect(error.code).toBe('too_large');
  });

  it('reads a DOCX built in code', async () => {
    const docx = buildDocx(['Scope of works', 'Install 90 x 45 MGP10 studs at 450 centres.']);
    await expect(extractText(docx, DOCX)).resolves.toEqual({
      extractor: 'docx',
      pages: [{ page: 1, text: 'Scope of works\n\nInstall 90 x 45 MGP10 studs at 450 centres.' }],
    });
  });

  it('reads UTF-8 and Windows-1252 text', async () => {
    const utf8 = await extractText(Buffer.from('\ufeffCafé – “quoted” €5\r\nline two'), 'text/plain');
    expect(utf8).toEqual({ extractor: 'plain', pages: [{ page: 1, text: 'Café – “quoted” €5\nline two' }] });
    const cp1252 = await extractText(windows1252Text(), 'text/plain');
    expect(cp1252.pages[0]!.text).toBe('Café – ‘quoted’ €5 per metre of skirting board, fixed with brads.');
  });

  it('reads text from a PNG by OCR, with the English data shipped in node_modules', async () => {
    await expect(extractText(textPng('SOLID TIMBER FLOOR'), 'image/png')).resolves.toEqual({
      extractor: 'ocr',
      pages: [{ page: 1, text: 'SOLID TIMBER FLOOR' }],
    });
  });

  it('rejects an image without text as no_text', async () => {
    expect((await rejection(extractText(blankPng(), 'image/png'))).code).toBe('no_text');
  });

  it('rejects a damaged DOC as extraction_failed with a user-facing reason', async () => {
    const error = await rejection(extractText(oleWithWordStream(), 'application/msword'));
    expect(error.code).toBe('extraction_failed');
    expect(error.reason).toMatch(/damaged/);
  });

  it('rejects text beyond maxOutputChars as too_large', async () => {
    const error = await rejection(
      extractText(Buffer.from('word '.repeat(1000)), 'text/plain', { maxOutputChars: 100 }),
    );
    expect(error.code).toBe('too_large');
  });

  it('refuses more than 10 MB without starting a worker', async () => {
    const error = await rejection(extractText(new Uint8Array(MAX_UPLOAD_BYTES + 1), 'text/plain'));
    expect(error.code).toBe('too_large');
  });

  it('closes the source stream when the worker gives up before reading it all (the blob file it reads)', async () => {
    // A stream that never ends, like a file the worker stalls on: the time limit ends the worker.
    const source = new Readable({ read() {} });
    source.push(Buffer.from('Site notes'));
    const error = await rejection(extractText(source, 'text/plain', { timeMs: 1_000 }));
    expect(error.code).toBe('extraction_timeout');
    expect(source.destroyed).toBe(true);
  });
});
