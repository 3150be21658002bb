import { type ContractContext } from '../event-store.contract';
import { type RacePlan, type RaceWriterReport, runRaceWriter } from '../race-writer';

const WRITERS = 20;
const ROUNDS = 10;

export function describeRaceContract(ctx: ContractContext): void {
  describe('the race: many writers, one stream, exact expected revisions', () => {
    it('gives every revision exactly one winner and loses no event', async () => {
      const fixture = ctx.fixture();
      const plan: RacePlan = { streamId: ctx.streamId('quota'), writers: WRITERS, rounds: ROUNDS };
      const reports: RaceWriterReport[] = fixture.runRaceWriters
        ? await fixture.runRaceWriters(plan)
        : await Promise.all(
            Array.from({ length: plan.writers }, (_, writerId) =>
              runRaceWriter(fixture.store, { streamId: plan.streamId, writerId, rounds: plan.rounds }),
            ),
          );

      const total = WRITERS * ROUNDS;
      const successes = reports.flatMap((r) => r.appended);
      expect(reports).toHaveLength(WRITERS);
      expect(successes).toHaveLength(total);
      // One winner per revision: the successes' revisions are exactly 0..total-1.
      expect(successes.map((s) => s.revision).sort((a, b) => a - b)).toEqual(
        Array.from({ length: total }, (_, i) => i),
      );
      // The writers really overlapped; otherwise this test would prove nothing.
      expect(reports.reduce((sum, r) => sum + r.conflicts, 0)).toBeGreaterThan(0);

      // What the store holds is exactly what the winners were told they wrote.
      const stored = await fixture.store.readStream(plan.streamId);
      expect(stored).toHaveLength(total);
      expect(await fixture.store.streamRevision(plan.streamId)).toBe(total - 1);
      const byRevision = new Map(successes.map((s) => [s.revision, s]));
      for (const event of stored) {
        const winner = byRevision.get(event.revision);
        expect({ id: event.id, position: event.position }).toEqual({
          id: winner?.eventId,
          position: winner?.position,
        });
      }
      for (let i = 1; i < stored.length; i += 1)
        expect(stored[i]!.position).toBeGreaterThan(stored[i - 1]!.position);
    }, 60_000);
  });
}
