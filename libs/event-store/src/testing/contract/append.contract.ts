import { IdempotencyConflictError, WrongExpectedRevisionError } from '../../event-store.errors';
import { type ExpectedRevision } from '../../event-store.port';
import { type ContractContext } from '../event-store.contract';
import { anEvent, someEvents } from '../test-events';

export function describeAppendContract(ctx: ContractContext): void {
  /** Appends and expects WrongExpectedRevisionError carrying exactly this actual revision. */
  async function expectWrongRevision(streamId: string, expected: ExpectedRevision, actual: number | null) {
    const error: unknown = await ctx
      .store()
      .append(streamId, [anEvent()], expected)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamId, expected, actual });
  }

  describe('append: expected revision', () => {
    it('no_stream creates the stream at revision 0', async () => {
      const streamId = ctx.streamId();
      const result = await ctx.store().append(streamId, [anEvent()], 'no_stream');
      expect(result.nextRevision).toBe(0);
      expect(result.position).toBeGreaterThan(0);
      expect(await ctx.store().streamRevision(streamId)).toBe(0);
    });

    it('no_stream on an existing stream fails with the actual revision', async () => {
      const streamId = ctx.streamId();
      await ctx.store().append(streamId, someEvents(2), 'no_stream');
      await expectWrongRevision(streamId, 'no_stream', 1);
    });

    it('an exact revision appends after it, and a stale or missing one fails', async () => {
      const streamId = ctx.streamId();
      await ctx.store().append(streamId, someEvents(2), 'no_stream');
      const result = await ctx.store().append(streamId, [anEvent()], 1);
      expect(result.nextRevision).toBe(2);
      await expectWrongRevision(streamId, 1, 2);
      await expectWrongRevision(streamId, 5, 2);
      await expectWrongRevision(ctx.streamId(), 0, null);
    });

    it('stream_exists appends to an existing stream and fails on an absent one', async () => {
      const streamId = ctx.streamId();
      await ctx.store().append(streamId, [anEvent()], 'no_stream');
      expect((await ctx.store().append(streamId, [anEvent()], 'stream_exists')).nextRevision).toBe(1);
      await expectWrongRevision(ctx.streamId(), 'stream_exists', null);
    });

    it('{ any } appends whatever the state of the stream', async () => {
      const streamId = ctx.streamId();
      const reason = { any: 'contract test' };
      expect((await ctx.store().append(streamId, [anEvent()], reason)).nextRevision).toBe(0);
      expect((await ctx.store().append(streamId, [anEvent()], reason)).nextRevision).toBe(1);
    });

    it('a batch gets consecutive revisions, increasing positions, and reports the last', async () => {
      const streamId = ctx.streamId();
      const result = await ctx.store().append(streamId, someEvents(3), 'no_stream');
      const stored = await ctx.store().readStream(streamId);
      expect(stored.map((e) => e.revision)).toEqual([0, 1, 2]);
      expect(stored[1]!.position).toBeGreaterThan(stored[0]!.position);
      expect(stored[2]!.position).toBeGreaterThan(stored[1]!.position);
      expect(result).toEqual({ nextRevision: 2, position: stored[2]!.position });
    });

    it('rejects an empty append and writes nothing', async () => {
      const streamId = ctx.streamId();
      await expect(ctx.store().append(streamId, [], 'no_stream')).rejects.toThrow(RangeError);
      expect(await ctx.store().streamRevision(streamId)).toBeNull();
    });
  });

  describe('append: idempotency', () => {
    it('an exact repeat returns the original result and writes nothing', async () => {
      const streamId = ctx.streamId();
      const first = someEvents(2);
      const original = await ctx.store().append(streamId, first, 'no_stream');
      const second = [anEvent()];
      const originalSecond = await ctx.store().append(streamId, second, 1);
      const head = await ctx.store().headPosition();

      expect(await ctx.store().append(streamId, first, 'no_stream')).toEqual(original);
      expect(await ctx.store().append(streamId, second, 1)).toEqual(originalSecond);

      expect(await ctx.store().headPosition()).toBe(head);
      const stored = await ctx.store().readStream(streamId);
      expect(stored.map((e) => e.id)).toEqual([...first, ...second].map((e) => e.id));
    });

    it('a partial overlap with an earlier append is an IdempotencyConflictError', async () => {
      const streamId = ctx.streamId();
      const [a, b] = someEvents(2);
      await ctx.store().append(streamId, [a!, b!], 'no_stream');
      const head = await ctx.store().headPosition();

      await expect(ctx.store().append(streamId, [a!, anEvent()], 'no_stream')).rejects.toBeInstanceOf(
        IdempotencyConflictError,
      );
      expect(await ctx.store().headPosition()).toBe(head);
      expect(await ctx.store().streamRevision(streamId)).toBe(1);
    });
  });
}
