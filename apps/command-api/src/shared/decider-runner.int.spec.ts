import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quotaDecider, type QuotaState } from '@buildmentor/domain';
import { createEventStore, type EventStore } from '@buildmentor/event-store';
import { DeciderRunner } from './decider-runner';

const at = new Date('2026-03-01T00:00:00.000Z');
const context = (causationId: string) => ({ actorId: 'u1', correlationId: 'c', causationId, at });
const reserve = (questionId: string) => ({
  type: 'ReserveQuestion' as const,
  data: {
    userId: 'u1',
    questionId,
    conversationId: 'c1',
    requestHash: 'a'.repeat(64),
    at: at.toISOString(),
    entitlement: { role: 'user' as const, userType: 'demo' as const },
  },
});

describe('DeciderRunner (real SQLite event store)', () => {
  let dir: string;
  let store: EventStore;
  let other: EventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bm-runner-'));
    store = createEventStore({ kind: 'sqlite', filename: join(dir, 'events.sqlite') });
    other = createEventStore({ kind: 'sqlite', filename: join(dir, 'events.sqlite') });
  });
  afterEach(async () => {
    await store.close();
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('appends the decided events with the exact revision and metadata', async () => {
    const runner = new DeciderRunner(store);
    const first = await runner.run(quotaDecider, 'quota-u1', reserve('q1'), context('r1'));
    expect(first.events.map((e) => e.type)).toEqual(['TrialStarted', 'TrialDecremented']);
    const stored = await store.readStream('quota-u1');
    expect(stored.map((e) => e.revision)).toEqual([0, 1]);
    expect(stored[1]!.metadata).toMatchObject({
      userId: 'u1',
      causationId: 'r1',
      at: at.toISOString(),
      schemaVersion: 1,
    });
    expect(first.position).toBe(stored[1]!.position);
  });

  it('sees events another writer appended after it cached the stream', async () => {
    const runner = new DeciderRunner(store);
    await runner.run(quotaDecider, 'quota-u1', reserve('q1'), context('r1'));
    // A second API instance spends two more questions behind this runner's back.
    const elsewhere = new DeciderRunner(other);
    await elsewhere.run(quotaDecider, 'quota-u1', reserve('q2'), context('r2'));
    await elsewhere.run(quotaDecider, 'quota-u1', reserve('q3'), context('r3'));
    const state = await runner.load<QuotaState, never, never>(quotaDecider as never, 'quota-u1');
    expect(state.trial).toEqual({ granted: 3, used: 3 });
    await expect(runner.run(quotaDecider, 'quota-u1', reserve('q4'), context('r4'))).rejects.toMatchObject({
      code: 'TRIAL.EXHAUSTED',
    });
  });

  it('asks again, on the current state, before refusing on a cached one', async () => {
    const runner = new DeciderRunner(store);
    for (const q of ['q1', 'q2', 'q3']) await runner.run(quotaDecider, 'quota-u1', reserve(q), context(q));
    // The cached state is exhausted; another instance refunds a question behind this runner's back.
    const refund = {
      type: 'RefundQuestion' as const,
      data: { userId: 'u1', questionId: 'q3', reason: 'failed' },
    };
    await new DeciderRunner(other).run(quotaDecider, 'quota-u1', refund, context('refund'));
    const reserved = await runner.run(quotaDecider, 'quota-u1', reserve('q4'), context('r4'));
    expect(reserved.events.map((e) => e.type)).toEqual(['TrialDecremented']);
  });

  it('decides on its cached state without reading the store when nothing moved', async () => {
    const runner = new DeciderRunner(store);
    await runner.run(quotaDecider, 'quota-u1', reserve('q1'), context('r1'));
    const reads = jest.spyOn(store, 'streamRevision');
    const streamReads = jest.spyOn(store, 'readStream');
    await runner.run(quotaDecider, 'quota-u1', reserve('q2'), context('r2'));
    expect(reads).not.toHaveBeenCalled();
    expect(streamReads).not.toHaveBeenCalled();
    expect((await store.readStream('quota-u1')).map((e) => e.revision)).toEqual([0, 1, 2]);
  });

  it('returns the stream position and appends nothing when the decider has nothing new', async () => {
    const runner = new DeciderRunner(store);
    const first = await runner.run(quotaDecider, 'quota-u1', reserve('q1'), context('r1'));
    const again = await runner.run(quotaDecider, 'quota-u1', reserve('q1'), context('r1'));
    expect(again.events).toEqual([]);
    expect(again.position).toBe(first.position);
    expect(await store.headPosition()).toBe(first.position);
  });

  it('takes one key decided two ways at once for a conflict, not for a repeat', async () => {
    // Two API instances get the same client request key at the same moment, for two conversations:
    // same causation, same stream, same revision, different events.
    const inConversation = (conversationId: string) => ({
      ...reserve('q1'),
      data: { ...reserve('q1').data, conversationId },
    });
    const outcomes = await Promise.allSettled([
      new DeciderRunner(store).run(quotaDecider, 'quota-u1', inConversation('c1'), context('r1')),
      new DeciderRunner(other).run(quotaDecider, 'quota-u1', inConversation('c2'), context('r1')),
    ]);
    const reserved = (await store.readStream('quota-u1')).filter((e) => e.type === 'TrialDecremented');
    expect(reserved).toHaveLength(1);
    const winner = (reserved[0]!.data as { conversationId: string }).conversationId;
    // Only the winner is told it reserved; the other decided again on the winner's event.
    const told = outcomes.map((o) => (o.status === 'fulfilled' ? 'reserved' : 'refused'));
    expect(told.filter((t) => t === 'reserved')).toHaveLength(1);
    expect(outcomes[winner === 'c1' ? 1 : 0]).toMatchObject({
      status: 'rejected',
      reason: expect.objectContaining({ code: 'ASK.REQUEST_KEY_REUSED' }),
    });
  });

  it('retries on a concurrent write and never overspends', async () => {
    const runners = [new DeciderRunner(store), new DeciderRunner(other)];
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        runners[i % 2]!.run(quotaDecider, 'quota-u1', reserve(`q${i}`), context(`r${i}`)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const types = (await store.readStream('quota-u1')).map((e) => e.type);
    expect(types.filter((t) => t === 'TrialDecremented')).toHaveLength(3);
  });
});
