import { describeWithPostgres } from '@buildmentor/postgres/testing';
import { type LoadJob } from '../testing/load-writer';
import { collect, expectConsecutivePositions } from '../testing/collect-subscription';
import { runPostgresWritersInChildProcesses } from '../testing/postgres-child-writers';
import { usePostgresTestDatabase } from '../testing/postgres-fixture';
import { streamIdFactory } from '../testing/test-events';
import { PostgresEventStore } from './postgres-event-store';

const WRITERS = 8;
const APPENDS = 120;
const SHARED_EVERY = 4;

describeWithPostgres('PostgresEventStore with many writer processes (POSTGRES_URL)', () => {
  const database = usePostgresTestDatabase('event-store-load');

  /**
   * The trap this guards against: positions assigned in one order and committed in another, so a
   * subscriber polling `position > last` skips an event that commits late. Eight processes write
   * at once (own streams, plus a shared stream they race on with exact revisions); a subscriber
   * started before them must get every acknowledged event exactly once, in position order.
   */
  it('a subscriber started first gets every acknowledged event once, in position order', async () => {
    const subscriber = new PostgresEventStore({ url: database().url });
    const streamId = streamIdFactory();
    try {
      const start = await subscriber.headPosition();
      const collector = collect(subscriber.subscribeToAll({ fromPosition: start, maxBatchSize: 50 }));
      try {
        const shared = streamId('shared');
        const jobs = Array.from({ length: WRITERS }, (_, writerId) => ({
          kind: 'load' as const,
          writerId,
          ownStreamId: streamId('own'),
          sharedStreamId: shared,
          appends: APPENDS,
          sharedEvery: SHARED_EVERY,
        })) satisfies ({ kind: 'load' } & LoadJob)[];
        const reports = await runPostgresWritersInChildProcesses(database().url, jobs);

        const appends = reports.flatMap((r) => r.appends);
        const total = appends.reduce((sum, a) => sum + a.eventIds.length, 0);
        expect(appends).toHaveLength(WRITERS * APPENDS);
        // The writers really raced on the shared stream.
        expect(reports.reduce((sum, r) => sum + r.conflicts, 0)).toBeGreaterThan(0);

        await collector.waitFor(total, 20_000);
        const received = collector.received;
        expect(received).toHaveLength(total);
        expect(received[0]?.position).toBe(start + 1);
        expectConsecutivePositions(received);

        // Each acknowledged append is where it was told it is: its events, in order, ending at its
        // reported position, with its reported revision.
        const byPosition = new Map(received.map((e) => [e.position, e]));
        for (const append of appends) {
          const n = append.eventIds.length;
          const stored = append.eventIds.map((_, i) => byPosition.get(append.position - n + 1 + i));
          expect(stored.map((e) => [e?.id, e?.streamId, e?.revision])).toEqual(
            append.eventIds.map((id, i) => [id, append.streamId, append.nextRevision - n + 1 + i]),
          );
        }
        // And every stream, the shared one included, reads 0, 1, 2, ... in log order.
        const revisions = new Map<string, number[]>();
        for (const e of received)
          revisions.set(e.streamId, [...(revisions.get(e.streamId) ?? []), e.revision]);
        for (const list of revisions.values()) expect(list).toEqual(list.map((_, i) => i));
        expect(revisions.size).toBe(WRITERS + 1);
      } finally {
        await collector.stop();
      }
    } finally {
      await subscriber.close();
    }
  }, 90_000);
});
