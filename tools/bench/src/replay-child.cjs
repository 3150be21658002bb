// One replay in a process of its own (replay.bench.ts runs it), so its peak memory is its own:
// `node replay-child.cjs <events.sqlite> <empty read-store folder>`. Plain JavaScript, so that
// plain `node` runs it on the built projector and libraries (dist), as `npm run replay` does;
// with `-r @swc-node/register --conditions=@buildmentor/source` it runs on their sources instead.
// Prints one JSON line.
const { createEventStore } = require('@buildmentor/event-store');
const { replay } = require('@buildmentor/projector');
const { ALL_PROJECTIONS } = require('@buildmentor/read-models');
const { createReadStoreProvider } = require('@buildmentor/read-store');

async function main(filename, directory) {
  const eventStore = createEventStore({ kind: 'sqlite', filename });
  const provider = await createReadStoreProvider({ kind: 'sqlite', directory });
  const baselineRssMb = process.memoryUsage().rss / 2 ** 20;
  const started = performance.now();
  const result = await replay({ eventStore, provider, projections: ALL_PROJECTIONS });
  const totalMs = performance.now() - started;
  await provider.close();
  await eventStore.close();
  const line = {
    events: result.events,
    replayMs: result.durationMs,
    // replay() reads and projects the whole log (durationMs), then hashes every read model.
    hashMs: totalMs - result.durationMs,
    baselineRssMb,
    // getrusage: kilobytes on Linux.
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

main(process.argv[2], process.argv[3]).catch((error) => {
  process.stderr.write(`${error && error.stack ? error.stack : String(error)}\n`);
  process.exit(1);
});
