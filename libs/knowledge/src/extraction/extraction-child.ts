/**
 * Entry point of the extraction worker process (forked by extract-text.ts). It takes exactly one
 * job over IPC, replies once and exits, so no state survives from one hostile file to the next.
 * If the parent goes away (IPC disconnects), the worker exits too and is never orphaned.
 */
import type { ExtractionJob, ExtractionReply } from './extraction-types';
import { runExtractor, toReply } from './run-extractor';

function reply(message: ExtractionReply): void {
  if (!process.send) process.exit(2);
  process.send(message, () => process.exit(0));
}

process.on('disconnect', () => process.exit(0));
process.once('message', (job: ExtractionJob) => {
  runExtractor(job).then(
    (result) => reply({ ok: true, result }),
    (error: unknown) => reply(toReply(error)),
  );
});
// Tell the parent we are ready: the job is sent only once the module graph has loaded.
process.send?.({ ready: true });
