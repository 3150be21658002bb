import { type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { exited, spawnProjector } from '../testing/spawn-projector';
import { writeSyntheticLog } from '../testing/synthetic-log';
import { openTempStores, type TempStores } from '../testing/temp-stores';
import { type MetricsServer, serveMetrics } from './metrics-server';
import { ProjectorMetrics } from './projector-metrics';

jest.setTimeout(60_000);

/** The value of an unlabelled sample of the exposition, or undefined when it is absent. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('projector metrics', () => {
  let stores: TempStores;
  let head: number;
  beforeAll(async () => {
    stores = await openTempStores('bm-metrics-');
    await writeSyntheticLog(stores.eventStore, 300, { seed: 5 });
    head = await stores.eventStore.headPosition();
  });
  afterAll(() => stores?.cleanup());

  describe('lag, read from the log when scraped', () => {
    let metrics: ProjectorMetrics;
    let server: MetricsServer;
    beforeAll(async () => {
      metrics = new ProjectorMetrics(stores.eventStore);
      server = await serveMetrics(metrics.registry, 0, '127.0.0.1');
    });
    afterAll(() => server?.close());

    it('counts the events after the position followed and the age of the oldest of them', async () => {
      metrics.following(0);
      const behind = await scrape(server.port);
      expect(sample(behind, 'buildmentor_projector_active')).toBe(1);
      expect(sample(behind, 'buildmentor_projector_lag_events')).toBe(head); // SQLite positions count events
      expect(sample(behind, 'buildmentor_projector_lag_seconds')).toBeGreaterThan(0);

      metrics.following(head);
      const caughtUp = await scrape(server.port);
      expect(sample(caughtUp, 'buildmentor_projector_lag_events')).toBe(0);
      expect(sample(caughtUp, 'buildmentor_projector_lag_seconds')).toBe(0);
      expect(sample(caughtUp, 'buildmentor_projector_checkpoint')).toBe(head);
    });

    it('reports no lag and not active while standing by, and 404 beside /metrics', async () => {
      metrics.notFollowing();
      const standby = await scrape(server.port);
      expect(sample(standby, 'buildmentor_projector_active')).toBe(0);
      expect(sample(standby, 'buildmentor_projector_lag_events')).toBe(0);
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    });
  });

  describe('the projector process on PROJECTOR_METRICS_PORT', () => {
    let child: ChildProcess;
    afterAll(async () => {
      if (child?.exitCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
    });

    it('serves batch, event, lag and process metrics while it follows the log', async () => {
      const port = await freePort();
      child = spawnProjector(stores.dataDir, {
        PROJECTOR_METRICS_PORT: String(port),
        PROJECTOR_BATCH_SIZE: '50',
      });
      let text = '';
      for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
        text = await scrape(port).catch(() => '');
        if (sample(text, 'buildmentor_projector_checkpoint') === head) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(sample(text, 'buildmentor_projector_checkpoint')).toBe(head);
      expect(sample(text, 'buildmentor_projector_events_total')).toBe(head);
      expect(sample(text, 'buildmentor_projector_batch_duration_seconds_count')).toBeGreaterThanOrEqual(6);
      expect(sample(text, 'buildmentor_projector_batch_duration_seconds_sum')).toBeGreaterThan(0);
      expect(sample(text, 'buildmentor_projector_dead_letters_total')).toBe(0);
      expect(sample(text, 'buildmentor_projector_active')).toBe(1);
      expect(sample(text, 'buildmentor_projector_lag_events')).toBe(0);
      expect(sample(text, 'buildmentor_projector_lag_seconds')).toBe(0);
      expect(text).toContain('# TYPE process_resident_memory_bytes gauge');
    });
  });
});
