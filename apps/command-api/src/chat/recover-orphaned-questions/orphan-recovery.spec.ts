import { type PendingQuestionDoc } from '@buildmentor/read-models';
import { isOrphaned, orphanCutoff, recoveryPlan, settledBy, sweepIntervalMs } from './orphan-recovery';

const timing = { answerTimeoutMs: 60_000, graceMs: 30_000 };
const now = new Date('2026-03-02T10:00:00.000Z');
const question = (patch: Partial<PendingQuestionDoc> = {}): PendingQuestionDoc => ({
  _id: 'q1',
  _position: 1,
  user_id: 'u1',
  conversation_id: 'c1',
  since: '2026-03-02T09:58:30.000Z',
  asked: true,
  reserved: true,
  ...patch,
});

describe('orphaned question recovery decisions', () => {
  it('the cutoff is the answer timeout plus the grace before now', () => {
    expect(orphanCutoff(now, timing)).toBe('2026-03-02T09:58:30.000Z');
  });

  it('a question pending for exactly the timeout plus the grace is orphaned', () => {
    expect(isOrphaned(question(), now, timing)).toBe(true);
    expect(isOrphaned(question({ since: '2026-03-02T09:50:00.000Z' }), now, timing)).toBe(true);
  });

  it('a question within the timeout plus the grace may still be answered by a live handler', () => {
    expect(isOrphaned(question({ since: '2026-03-02T09:58:30.001Z' }), now, timing)).toBe(false);
    expect(isOrphaned(question({ since: '2026-03-02T09:59:59.000Z' }), now, timing)).toBe(false);
  });

  it('an asked question is failed first (the conversation decides a race with a late answer), then refunded', () => {
    expect(recoveryPlan(question())).toBe('fail-then-refund');
    expect(recoveryPlan(question({ reserved: false }))).toBe('fail-then-refund');
  });

  it('a question paid for but never asked is refunded first, then failed if it appears', () => {
    expect(recoveryPlan(question({ asked: false }))).toBe('refund-then-fail');
  });

  it('sweeps a few times per window, between 1 and 30 seconds', () => {
    expect(sweepIntervalMs(timing)).toBe(22_500);
    expect(sweepIntervalMs({ answerTimeoutMs: 1_000, graceMs: 0 })).toBe(1_000);
    expect(sweepIntervalMs({ answerTimeoutMs: 600_000, graceMs: 600_000 })).toBe(30_000);
  });

  it('settles a question at the latest two sweeps after it became an orphan', () => {
    // 60 s timeout + 30 s grace, then two sweeps of 22.5 s.
    expect(settledBy(now, timing).toISOString()).toBe('2026-03-02T10:02:15.000Z');
  });
});
