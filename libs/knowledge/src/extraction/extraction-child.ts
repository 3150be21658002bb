/**
 * Entry point of the extraction worker process (forked by extract-text.ts). It takes exactly one
 * job over IPC and the file's bytes on stdin, replies once and exits, so no state survives from
 * one hostile file to the next. If the parent goes away (IPC disconnects), the worker exits too
 * and is never orphaned.
 */
import { MAX_UPLOAD_BYTES } from '@buildmentor/contracts';
import { ExtractionError, REASONS } from './extraction-error';
import type { ExtractionReply, ExtractionRequest } from './extraction-types';
import { runExtractor, toReply } from './run-extractor';

function reply(message: ExtractionReply): void {
  if (!process.send) process.exit(2);
  process.send(message, () => process.exit(0));
}

/** The whole of stdin, refused past the upload limit (the parent checks sizes too; this process trusts nothing). */
async function readInput(): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of process.stdin) {
    size += (part as Buffer).length;
    if (size > MAX_UPLOAD_BYTES)
      throw new ExtractionError('too_large', REASONS.tooLarge, `input over ${MAX_UPLOAD_BYTES} bytes`);
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

const input = readInput();
// Handled where it is awaited; this keeps an early failure from being reported as unhandled.
input.catch(() => undefined);

process.on('disconnect', () => process.exit(0));
process.once('message', (request: ExtractionRequest) => {
  input
    .then((bytes) => runExtractor({ ...request, bytes }))
    .then(
      (result) => reply({ ok: true, result }),
      (error: unknown) => reply(toReply(error)),
    );
});
// Tell the parent we are ready: the job is sent only once the module graph has loaded.
process.send?.({ ready: true });
