import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { dailyStatsProjection, type DailyStatsDoc } from './daily-stats.projection';

// 2026-03-02T01:00Z is 12:00 on 2 March in Sydney (AEDT, UTC+11); 13:30Z is already 3 March there.
const AT = '2026-03-02T01:00:00.000Z';
const DAY = '2026-03-02';

function harness() {
  return new ProjectionHarness<DailyStatsDoc>(dailyStatsProjection);
}

describe('daily_stats projection', () => {
  it('UserRegistered counts a new and active user', () => {
    const h = harness();
    h.apply(h.event('UserRegistered', { ...EVENT_DATA_SAMPLES.UserRegistered, userId: 'u1' }, AT));
    expect(h.get(DAY)).toMatchObject({ day: DAY, new_users: 1, active_users: 1, active_user_ids: ['u1'] });
  });

  it('UserSignedIn counts an active user once per day', () => {
    const h = harness();
    h.apply(
      h.event('UserSignedIn', { userId: 'u2', method: 'demo' }, AT),
      h.event('UserSignedIn', { userId: 'u2', method: 'demo' }, AT),
    );
    expect(h.get(DAY)).toMatchObject({ active_users: 1, new_users: 0 });
  });

  it('QuestionAsked counts a question and its asker', () => {
    const h = harness();
    h.apply(
      h.event('QuestionAsked', { ...EVENT_DATA_SAMPLES.QuestionAsked, userId: 'u3' }, AT),
      h.event('QuestionAsked', { ...EVENT_DATA_SAMPLES.QuestionAsked, userId: 'u4' }, AT),
    );
    expect(h.get(DAY)).toMatchObject({ questions: 2, active_user_ids: ['u3', 'u4'], active_users: 2 });
  });

  it('keeps the active users of the day sorted and each once, whatever order they come in', () => {
    const h = harness();
    const users = ['u5', 'u10', 'U2', 'u1', 'u5', 'ü', 'u10', 'a', 'u1'];
    h.apply(...users.map((userId) => h.event('UserSignedIn', { userId, method: 'demo' as const }, AT)));
    const expected = [...new Set(users)].sort();
    expect(h.get(DAY)).toMatchObject({ active_user_ids: expected, active_users: expected.length });
  });

  it('ConversationStarted counts a conversation', () => {
    const h = harness();
    h.apply(h.event('ConversationStarted', EVENT_DATA_SAMPLES.ConversationStarted, AT));
    expect(h.get(DAY)).toMatchObject({ conversations: 1 });
  });

  it('DocumentUploaded counts an upload', () => {
    const h = harness();
    h.apply(h.event('DocumentUploaded', EVENT_DATA_SAMPLES.DocumentUploaded, AT));
    expect(h.get(DAY)).toMatchObject({ uploads: 1 });
  });

  it('PaymentConfirmed counts a payment and its revenue in cents', () => {
    const h = harness();
    h.apply(
      h.event('PaymentConfirmed', { ...EVENT_DATA_SAMPLES.PaymentConfirmed, amountTotal: 1790 }, AT),
      h.event('PaymentConfirmed', { ...EVENT_DATA_SAMPLES.PaymentConfirmed, amountTotal: 3890 }, AT),
    );
    expect(h.get(DAY)).toMatchObject({ payments: 2, revenue: 5680 });
  });

  it("InvoicePaid counts a renewal and its revenue, but not a subscription's first invoice (its checkout counted it)", () => {
    const h = harness();
    h.apply(
      h.event('InvoicePaid', EVENT_DATA_SAMPLES.InvoicePaid, AT),
      h.event(
        'InvoicePaid',
        { ...EVENT_DATA_SAMPLES.InvoicePaid, invoiceId: 'in_0', billingReason: 'subscription_create' },
        AT,
      ),
    );
    expect(h.get(DAY)).toMatchObject({ payments: 1, revenue: 1790 });
  });

  it('PaymentRefunded takes what it gave back off the day revenue', () => {
    const h = harness();
    h.apply(
      h.event('PaymentConfirmed', { ...EVENT_DATA_SAMPLES.PaymentConfirmed, amountTotal: 2850 }, AT),
      h.event('PaymentRefunded', { ...EVENT_DATA_SAMPLES.PaymentRefunded, refundedNow: 1000 }, AT),
    );
    expect(h.get(DAY)).toMatchObject({ payments: 1, revenue: 1850 });
  });

  it('files an event under its Australia/Sydney day', () => {
    const h = harness();
    h.apply(h.event('DocumentUploaded', EVENT_DATA_SAMPLES.DocumentUploaded, '2026-03-02T13:30:00.000Z'));
    expect(h.get('2026-03-03')).toMatchObject({ uploads: 1 });
    expect(h.get(DAY)).toBeUndefined();
  });

  it('is idempotent: every event applied twice gives the same days', () => {
    const h = harness();
    const events = [
      h.event('UserRegistered', EVENT_DATA_SAMPLES.UserRegistered, AT),
      h.event('QuestionAsked', EVENT_DATA_SAMPLES.QuestionAsked, AT),
      h.event('DocumentUploaded', EVENT_DATA_SAMPLES.DocumentUploaded, AT),
      h.event('PaymentConfirmed', EVENT_DATA_SAMPLES.PaymentConfirmed, '2026-03-04T01:00:00.000Z'),
      h.event('InvoicePaid', EVENT_DATA_SAMPLES.InvoicePaid, '2026-03-04T01:00:00.000Z'),
      h.event('PaymentRefunded', EVENT_DATA_SAMPLES.PaymentRefunded, '2026-03-04T01:00:00.000Z'),
    ];
    const { once, twice } = onceAndTwice(dailyStatsProjection, events);
    expect(Object.keys(once).sort()).toEqual([DAY, '2026-03-04']);
    expect(twice).toEqual(once);
  });
});
