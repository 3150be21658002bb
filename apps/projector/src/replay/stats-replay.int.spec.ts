import { type EventType } from '@buildmentor/contracts';
import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { type EventStore } from '@buildmentor/event-store';
import {
  ALL_PROJECTIONS,
  AUDIT_LOG,
  DAILY_STATS,
  PLATFORM_STATS,
  PROJECTOR_CHECKPOINT,
  WEEKLY_REPORTS,
} from '@buildmentor/read-models';
import { Projector } from '../engine/projector';
import { readStatsReport } from '../stats/stats-report';
import { exited, spawnProjector } from '../testing/spawn-projector';
import { writeSyntheticLog } from '../testing/synthetic-log';
import { openTempStores, type TempStores } from '../testing/temp-stores';
import { readModelHashes } from './read-model-hashes';
import { replay } from './replay';

jest.setTimeout(60_000);

/** Uploads, payments and decisions on top of the synthetic chat log, spread over several days. */
async function appendExtras(eventStore: EventStore): Promise<void> {
  const extras: Array<[string, EventType, unknown, string]> = [
    [
      'document-x1',
      'DocumentUploaded',
      { ...EVENT_DATA_SAMPLES.DocumentUploaded, documentId: 'x1' },
      '2026-01-01T02:00:00.000Z',
    ],
    [
      'payment-s1',
      'PaymentConfirmed',
      { ...EVENT_DATA_SAMPLES.PaymentConfirmed, sessionId: 's1', amountTotal: 1790 },
      '2026-01-02T02:00:00.000Z',
    ],
    [
      'payment-s2',
      'PaymentConfirmed',
      { ...EVENT_DATA_SAMPLES.PaymentConfirmed, sessionId: 's2', amountTotal: 3890 },
      '2026-01-02T03:00:00.000Z',
    ],
    ['partner-p1', 'PartnerApproved', EVENT_DATA_SAMPLES.PartnerApproved, '2026-01-03T02:00:00.000Z'],
    [
      'report-r1',
      'WeeklyReportGenerated',
      EVENT_DATA_SAMPLES.WeeklyReportGenerated,
      '2026-01-03T03:00:00.000Z',
    ],
  ];
  for (const [stream, type, data, at] of extras) {
    await eventStore.append(
      stream,
      [
        {
          id: crypto.randomUUID(),
          type,
          data,
          metadata: { userId: 'admin1', correlationId: 'c', causationId: 'c', at, schemaVersion: 1 },
        },
      ],
      'no_stream',
    );
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('stats after a replay (real embedded stores)', () => {
  let stores: TempStores;
  beforeAll(async () => {
    stores = await openTempStores('bm-stats-');
    await writeSyntheticLog(stores.eventStore, 400, { seed: 5 });
    await appendExtras(stores.eventStore);
    const { eventStore, provider } = stores;
    const projector = new Projector({ eventStore, provider, projections: ALL_PROJECTIONS, batchSize: 37 });
    const running = projector.start();
    const head = await eventStore.headPosition();
    const live = await provider.open(await provider.liveNamespace());
    await waitFor(async () => (await live.getCheckpoint(PROJECTOR_CHECKPOINT)) === head);
    await live.close();
    await projector.stop();
    await running;
  });
  afterAll(async () => {
    await stores.cleanup();
  });

  it('rebuilds platform_stats, daily_stats, audit_log and weekly_reports equal to the live ones', async () => {
    const { eventStore, provider } = stores;
    const live = await provider.open(await provider.liveNamespace());
    const liveHashes = await readModelHashes(live);
    const liveStats = await readStatsReport(live);
    await live.close();
    const rebuilt = await replay({
      eventStore,
      provider,
      projections: ALL_PROJECTIONS,
      namespace: 'stats-check',
      pageSize: 101,
    });
    for (const { name } of [PLATFORM_STATS, DAILY_STATS, AUDIT_LOG, WEEKLY_REPORTS])
      expect(rebuilt.hashes[name]).toBe(liveHashes[name]);
    const again = await provider.open('stats-check');
    expect({ ...(await readStatsReport(again)), namespace: 'x' }).toEqual({ ...liveStats, namespace: 'x' });
    await again.close();
    expect(liveStats.daily.find((d) => d.day === '2026-01-02')).toMatchObject({ payments: 2, revenue: 5680 });
    expect(liveStats.platform).toMatchObject({ documents_uploaded: 1 });
  });

  it('replay --until gives the stats as they stood at that instant', async () => {
    const { eventStore, provider } = stores;
    const all = await eventStore.readAll({});
    const cut = all[199]!.recordedAt;
    const kept = all.filter((e) => Date.parse(e.recordedAt) <= Date.parse(cut));
    await replay({
      eventStore,
      provider,
      projections: ALL_PROJECTIONS,
      namespace: 'stats-until',
      until: new Date(cut),
    });
    const store = await provider.open('stats-until');
    const report = await readStatsReport(store);
    await store.close();
    expect(report.checkpoint).toBe(kept[kept.length - 1]!.position);
    expect(report.platform.total_users).toBe(kept.filter((e) => e.type === 'UserRegistered').length);
    expect(report.daily.reduce((sum, d) => sum + d.questions, 0)).toBe(
      kept.filter((e) => e.type === 'QuestionAsked').length,
    );
  });

  it('the stats command prints them as JSON and as CSV', async () => {
    const run = async (args: string[]) => {
      const child = spawnProjector(stores.dataDir, {}, args);
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      expect(await exited(child)).toEqual({ code: 0, signal: null });
      return out;
    };
    const live = await stores.provider.open(await stores.provider.liveNamespace());
    const expected = await readStatsReport(live);
    await live.close();
    expect(JSON.parse(await run(['stats']))).toEqual(expected);
    const csv = (await run(['stats', '--namespace', 'stats-check', '--format', 'csv'])).trimEnd().split('\n');
    expect(csv[0]).toBe('section,day,metric,value');
    expect(csv).toContain(`platform,,total_users,${String(expected.platform.total_users)}`);
    expect(csv).toContain('daily,2026-01-02,revenue,5680');
  });
});
