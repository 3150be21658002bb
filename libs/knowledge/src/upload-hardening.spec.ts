import { MAX_UPLOAD_BYTES } from '@buildmentor/contracts';
import { rejectionHttpStatus, screenUpload } from './detect/screen-upload';
import { extractText } from './extraction/extract-text';
import { ExtractionError } from './extraction/extraction-error';
import { windowsExecutable } from './testing/file-fixtures';
import { flateBombPdf, malformedPdf, slowPdf, textPdf } from './testing/pdf-fixtures';
import { liveChildPids, maxEventLoopGapMs } from './testing/process-probe';
import { docxZipBomb } from './testing/zip-fixtures';

/**
 * The upload hardening cases from the issue, run through the same path the API uses: screen the
 * bytes (413/415), then extract in the worker (422/413). Each must be rejected with the right
 * status within its time limit, the caller's event loop must keep ticking throughout, no worker
 * may survive, and a normal document must still extract afterwards.
 */
// Generous enough for a worker to start from TypeScript sources on a loaded CI machine; the
// endless-PDF test uses its own short limit, since being stopped by the clock is its point.
const LIMITS = { timeMs: 15_000, maxMemoryMb: 256 };
const SHORT = { ...LIMITS, timeMs: 3000 };
// Timer ticks are 10 ms; a gap this long means the event loop was blocked (parsing in-process would block for seconds).
// Far below the 3 s an extraction may take: the event loop never waits for a parser, even on a busy CI machine.
const HEALTHY_GAP_MS = 1000;

async function upload(
  bytes: Uint8Array,
  name: string,
  limits = LIMITS,
): Promise<{ status: number; code?: string; reason?: string }> {
  const screened = await screenUpload(bytes, name);
  if ('error' in screened) return { status: rejectionHttpStatus(screened.error), code: screened.error };
  try {
    await extractText(bytes, screened.contentType, limits);
    return { status: 201 };
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    return { status: rejectionHttpStatus(error.code), code: error.code, reason: error.reason };
  }
}

async function expectRejected(
  bytes: Uint8Array,
  name: string,
  status: number,
  code: string,
  withinMs: number,
  limits = LIMITS,
): Promise<void> {
  const started = Date.now();
  const { gap, outcome } = await maxEventLoopGapMs(() => upload(bytes, name, limits));
  const elapsed = Date.now() - started;
  if (outcome.status === 'rejected') throw outcome.reason;
  expect(outcome.value).toMatchObject({ status, code });
  expect(elapsed).toBeLessThan(withinMs);
  expect(gap).toBeLessThan(HEALTHY_GAP_MS);
  expect(liveChildPids()).toEqual([]);
}

describe('upload hardening', () => {
  afterAll(async () => {
    // The "API" is still healthy: a real document goes through after all the attacks.
    await expect(upload(textPdf(['Still working']), 'ok.pdf')).resolves.toEqual({ status: 201 });
    expect(liveChildPids()).toEqual([]);
  });

  it('10 MB + 1 byte: 413 before any parsing', async () => {
    await expectRejected(new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x61), 'big.txt', 413, 'too_large', 2000);
  });

  it('an executable named .pdf: 415', async () => {
    await expectRejected(windowsExecutable(), 'invoice.pdf', 415, 'unsupported_type', 2000);
  });

  it('a DOCX zip bomb under 10 MB (200 MB of zeros, header says 1 KB): 413 without inflating it all', async () => {
    const bomb = docxZipBomb(200);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    await expectRejected(bomb, 'spec.docx', 413, 'too_large', LIMITS.timeMs);
  });

  it('a malformed PDF: 422 extraction_failed with a plain reason', async () => {
    await expectRejected(malformedPdf(), 'broken.pdf', 422, 'extraction_failed', LIMITS.timeMs);
  });

  it('a PDF that never finishes parsing: 422 extraction_timeout, worker killed at the limit', async () => {
    // 20,000 pages sharing a 4 MB operator stream: pdf.js needs about 0.4 s per page (hours in all).
    await expectRejected(slowPdf(), 'endless.pdf', 422, 'extraction_timeout', SHORT.timeMs + 2000, SHORT);
  });

  it('a PDF whose content stream inflates to 400 MB: 413, worker killed at the memory cap', async () => {
    // A generous time limit here, so on a loaded machine the memory cap (not the clock) stops it.
    const limits = { ...LIMITS, timeMs: 30_000 };
    await expectRejected(flateBombPdf(400), 'heavy.pdf', 413, 'too_large', limits.timeMs, limits);
  });
});
