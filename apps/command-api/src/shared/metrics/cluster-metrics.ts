import cluster, { type Worker } from 'node:cluster';
import {
  AggregatorRegistry,
  type MetricObjectWithValues,
  type MetricValue,
  type Registry,
} from 'prom-client';

type MetricJson = MetricObjectWithValues<MetricValue<string>>;

/**
 * With API_WORKERS above 1 a scrape reaches one worker, yet it must see the whole API: the worker
 * asks the primary, the primary collects every worker's registry as JSON over the cluster's IPC
 * channel and merges them with prom-client's `AggregatorRegistry.aggregate` (counters and
 * histograms summed, gauges by each metric's own aggregator), and the asking worker renders the
 * result. prom-client's own `clusterMetrics()` expects the primary to serve HTTP, which ours does
 * not (it only forks), hence this small relay.
 */
const ASK = 'buildmentor:metrics:ask';
const COLLECT = 'buildmentor:metrics:collect';
const COLLECTED = 'buildmentor:metrics:collected';
const ANSWER = 'buildmentor:metrics:answer';

/** A worker that does not answer within this is left out of the figures rather than stalling the scrape. */
const COLLECT_TIMEOUT_MS = 2_000;

type Message =
  | { type: typeof ASK; id: number }
  | { type: typeof COLLECT; id: number }
  | { type: typeof COLLECTED; id: number; metrics: MetricJson[] }
  | { type: typeof ANSWER; id: number; metrics: MetricJson[] };

const isMessage = (message: unknown): message is Message =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as { type?: unknown }).type === 'string' &&
  (message as { type: string }).type.startsWith('buildmentor:metrics:');

/** In the primary: answers workers' requests for the merged metrics of all workers. */
export function relayClusterMetrics(): void {
  let nextCollection = 0;
  const collections = new Map<number, { pending: Set<number>; parts: MetricJson[][]; done: () => void }>();

  const collect = (): Promise<MetricJson[][]> => {
    const id = nextCollection++;
    const workers = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => !!worker?.isConnected(),
    );
    return new Promise((resolve) => {
      const parts: MetricJson[][] = [];
      const done = () => {
        clearTimeout(timer);
        collections.delete(id);
        resolve(parts);
      };
      const timer = setTimeout(done, COLLECT_TIMEOUT_MS);
      collections.set(id, { pending: new Set(workers.map((w) => w.id)), parts, done });
      if (workers.length === 0) done();
      for (const worker of workers) worker.send({ type: COLLECT, id } satisfies Message);
    });
  };

  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === COLLECTED) {
      const collection = collections.get(message.id);
      if (!collection?.pending.delete(worker.id)) return;
      collection.parts.push(message.metrics);
      if (collection.pending.size === 0) collection.done();
    } else if (message.type === ASK) {
      void collect().then(async (parts) => {
        const merged = await AggregatorRegistry.aggregate(parts).getMetricsAsJSON();
        if (worker.isConnected())
          worker.send({ type: ANSWER, id: message.id, metrics: merged } satisfies Message);
      });
    }
  });
}

/**
 * In a worker: hands this worker's registry to the primary when it collects, and returns a
 * function that fetches the merged metrics of every worker (or null when the primary does not
 * answer in time, so the caller can fall back to its own figures).
 */
export function joinClusterMetrics(registry: Registry): () => Promise<Registry | null> {
  let nextAsk = 0;
  const asks = new Map<number, (metrics: MetricJson[] | null) => void>();
  process.on('message', (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === COLLECT) {
      void registry.getMetricsAsJSON().then((metrics) => {
        process.send?.({ type: COLLECTED, id: message.id, metrics } satisfies Message);
      });
    } else if (message.type === ANSWER) {
      asks.get(message.id)?.(message.metrics);
    }
  });
  return () =>
    new Promise((resolve) => {
      const id = nextAsk++;
      const timer = setTimeout(() => settle(null), COLLECT_TIMEOUT_MS * 2);
      const settle = (metrics: MetricJson[] | null) => {
        clearTimeout(timer);
        asks.delete(id);
        resolve(metrics && AggregatorRegistry.aggregate([metrics]));
      };
      asks.set(id, settle);
      process.send?.({ type: ASK, id } satisfies Message);
    });
}
