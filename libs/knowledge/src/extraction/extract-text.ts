import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES, type DocumentContentType } from '@buildmentor/contracts';
import { ExtractionError, REASONS } from './extraction-error';
import {
  DEFAULT_EXTRACTION_LIMITS,
  type ExtractedText,
  type ExtractionLimits,
  type ExtractionRequest,
  type ExtractionReply,
} from './extraction-types';
import { residentMb, startWorker } from './worker-process';

const MEMORY_POLL_MS = 100;

/**
 * Extracts a document's text in a separate, short-lived Node process, so a hostile file can
 * neither block the caller's event loop nor crash it: the process is SIGKILLed when the time
 * limit passes or its memory goes over the cap, and a crash inside it (V8 out of memory, a
 * native abort) only ends that process. Rejects with ExtractionError; never with anything else.
 *
 * `source` is the file: bytes in memory, or a stream (an upload read from the blob store), which
 * is piped to the worker's stdin so the caller holds a chunk at a time, never the whole file.
 */
export async function extractText(
  source: Uint8Array | AsyncIterable<Uint8Array>,
  contentType: DocumentContentType,
  limits: Partial<ExtractionLimits> = {},
): Promise<ExtractedText> {
  const { timeMs, maxMemoryMb, maxOutputChars, maxUncompressedBytes } = {
    ...DEFAULT_EXTRACTION_LIMITS,
    ...limits,
  };
  if (source instanceof Uint8Array && source.length > MAX_UPLOAD_BYTES)
    throw new ExtractionError('too_large', REASONS.tooLarge);
  // A Readable (a blob read from the store) is piped as it is, so destroying `input` closes it
  // and the file under it: wrapped in Readable.from, a destroy only asks its iterator to return,
  // which an iterator waiting for the next chunk never does, and the file stayed open.
  const input =
    source instanceof Uint8Array
      ? Readable.from([source])
      : source instanceof Readable
        ? source
        : Readable.from(source);
  const request: ExtractionRequest = { contentType, maxOutputChars, maxUncompressedBytes };
  const { child, stderr } = startWorker(maxMemoryMb);

  return new Promise<ExtractedText>((resolvePromise, rejectPromise) => {
    let outcome: { result: ExtractedText } | { error: ExtractionError } | undefined;
    let exited = false;
    let overMemory = false;
    // The promise settles only once the worker has really exited, so a caller (or a test) that
    // sees the rejection can rely on the hostile file no longer using any CPU or memory.
    const settle = (): void => {
      if (!outcome || !exited) return;
      if ('result' in outcome) resolvePromise(outcome.result);
      else rejectPromise(outcome.error);
    };
    const finish = (result: NonNullable<typeof outcome>): void => {
      if (outcome) return;
      outcome = result;
      clearTimeout(timer);
      clearInterval(memoryWatch);
      if (!exited) child.kill('SIGKILL');
      // An input the worker never took (a timeout, a crash) is closed, e.g. the blob file it reads.
      input.destroy();
      settle();
    };

    const timer = setTimeout(() => {
      finish({ error: new ExtractionError('extraction_timeout', REASONS.timeout, `over ${timeMs} ms`) });
    }, timeMs);
    const memoryWatch = setInterval(() => {
      if (child.pid === undefined) return;
      void residentMb(child.pid).then((mb) => {
        if (mb === null || mb <= maxMemoryMb || outcome) return;
        overMemory = true;
        finish({ error: new ExtractionError('too_large', REASONS.memory, `resident ${Math.round(mb)} MB`) });
      });
    }, MEMORY_POLL_MS);

    child.on('message', (message: ExtractionReply | { ready: true }) => {
      if ('ready' in message) {
        child.send(request);
        // A failed pipe (the worker killed or crashed mid-read) is reported by 'close' below.
        pipeline(input, child.stdin!).catch(() => undefined);
        return;
      }
      if (message.ok) finish({ result: message.result });
      else finish({ error: new ExtractionError(message.code, message.reason, message.detail) });
    });
    child.on('error', (error) => {
      // Spawning failed (no pid): there is no process to wait for. Otherwise (an IPC send failed)
      // the process is killed below and 'close' settles the promise.
      if (child.pid === undefined) exited = true;
      finish({ error: new ExtractionError('extraction_failed', REASONS.failed, error.message) });
    });
    // 'close' (not 'exit'): it comes after the IPC channel has delivered every message, so a reply
    // sent just before exiting is never mistaken for a crash.
    child.on('close', (code, signal) => {
      exited = true;
      // A close before any reply is a crash: V8's heap limit, a native abort, or the RSS kill.
      const outOfMemory =
        overMemory || /heap out of memory|Reached heap limit|allocation failed/i.test(stderr());
      const detail = `worker exited (code ${code}, signal ${signal})`;
      finish({
        error: outOfMemory
          ? new ExtractionError('too_large', REASONS.memory, detail)
          : new ExtractionError('extraction_failed', REASONS.failed, detail),
      });
      settle();
    });
  });
}
