import { type RecordedEvent } from '../../event-store.port';
import { type ContractContext } from '../event-store.contract';
import { anEvent, someEvents } from '../test-events';

const revisions = (events: RecordedEvent[]): number[] => events.map((e) => e.revision);

export function describeReadContract(ctx: ContractContext): void {
  describe('readStream and streamRevision', () => {
    it('an absent stream reads as empty, with no revision', async () => {
      const streamId = ctx.streamId();
      expect(await ctx.store().readStream(streamId)).toEqual([]);
      expect(await ctx.store().readStream(streamId, { direction: 'backwards' })).toEqual([]);
      expect(await ctx.store().streamRevision(streamId)).toBeNull();
    });

    it('returns every field as appended', async () => {
      const streamId = ctx.streamId('user');
      const event = anEvent({
        type: 'UserRegistered',
        data: { email: 'a@b.co', tags: ['x'], n: 1.5, none: null },
      });
      const { position } = await ctx.store().append(streamId, [event], 'no_stream');
      const [stored] = await ctx.store().readStream(streamId);
      expect(stored).toEqual({
        id: event.id,
        streamId,
        revision: 0,
        position,
        type: 'UserRegistered',
        data: event.data,
        metadata: event.metadata,
        recordedAt: expect.any(String),
      });
      expect(new Date(stored!.recordedAt).toISOString()).toBe(stored!.recordedAt);
    });

    it('reads forwards and backwards, from a revision, up to a count', async () => {
      const streamId = ctx.streamId();
      await ctx.store().append(streamId, someEvents(3), 'no_stream');
      await ctx.store().append(streamId, someEvents(3), 2);
      const store = ctx.store();

      expect(revisions(await store.readStream(streamId))).toEqual([0, 1, 2, 3, 4, 5]);
      expect(revisions(await store.readStream(streamId, { direction: 'backwards' }))).toEqual([
        5, 4, 3, 2, 1, 0,
      ]);
      expect(revisions(await store.readStream(streamId, { fromRevision: 2, maxCount: 2 }))).toEqual([2, 3]);
      expect(revisions(await store.readStream(streamId, { fromRevision: 4 }))).toEqual([4, 5]);
      expect(
        revisions(await store.readStream(streamId, { direction: 'backwards', fromRevision: 3, maxCount: 2 })),
      ).toEqual([3, 2]);
      expect(revisions(await store.readStream(streamId, { direction: 'backwards', maxCount: 1 }))).toEqual([
        5,
      ]);
      expect(await store.readStream(streamId, { fromRevision: 6 })).toEqual([]);
      expect(await store.streamRevision(streamId)).toBe(5);
    });
  });

  describe('readAll and headPosition', () => {
    it('reads the log in position order, exclusive of fromPosition, up to a count', async () => {
      const [s1, s2] = [ctx.streamId('order'), ctx.streamId('order')];
      const store = ctx.store();
      const start = await store.headPosition();
      await store.append(s1, someEvents(2), 'no_stream');
      await store.append(s2, someEvents(1), 'no_stream');
      const last = await store.append(s1, someEvents(1), 1);

      const ours = (await store.readAll({ fromPosition: start })).filter(
        (e) => e.streamId === s1 || e.streamId === s2,
      );
      expect(ours.map((e) => [e.streamId, e.revision])).toEqual([
        [s1, 0],
        [s1, 1],
        [s2, 0],
        [s1, 2],
      ]);
      for (let i = 1; i < ours.length; i += 1)
        expect(ours[i]!.position).toBeGreaterThan(ours[i - 1]!.position);
      expect(ours[3]!.position).toBe(last.position);

      const afterSecond = await store.readAll({ fromPosition: ours[1]!.position, maxCount: 2 });
      expect(afterSecond.map((e) => e.id)).toEqual([ours[2]!.id, ours[3]!.id]);
      expect(await store.readAll({ fromPosition: last.position })).toEqual([]);
      expect(await store.headPosition()).toBe(last.position);
    });
  });

  describe('stream metadata', () => {
    it('is null until set, then returns the last value set', async () => {
      const streamId = ctx.streamId();
      const store = ctx.store();
      expect(await store.getStreamMetadata(streamId)).toBeNull();
      await store.setStreamMetadata(streamId, { owner: 'user-1', labels: ['a'] });
      expect(await store.getStreamMetadata(streamId)).toEqual({ owner: 'user-1', labels: ['a'] });
      await store.setStreamMetadata(streamId, { owner: 'user-2' });
      expect(await store.getStreamMetadata(streamId)).toEqual({ owner: 'user-2' });
    });

    it('neither creates the stream nor appears in the log', async () => {
      const streamId = ctx.streamId();
      const store = ctx.store();
      const head = await store.headPosition();
      await store.setStreamMetadata(streamId, { owner: 'user-1' });
      expect(await store.streamRevision(streamId)).toBeNull();
      expect(await store.headPosition()).toBe(head);
      expect((await store.append(streamId, [anEvent()], 'no_stream')).nextRevision).toBe(0);
      expect(await store.getStreamMetadata(streamId)).toEqual({ owner: 'user-1' });
    });
  });
}
