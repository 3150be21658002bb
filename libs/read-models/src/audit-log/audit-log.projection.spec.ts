import {
  AUDITED_EVENT_TYPES,
  DECISION_EVENT_NAME,
  EVENT_TYPES,
  NOT_DECISIONS,
  type EventType,
} from '@buildmentor/contracts';
import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { auditLogProjection, type AuditLogDoc } from './audit-log.projection';

function only(type: EventType, data = EVENT_DATA_SAMPLES[type]): AuditLogDoc {
  const h = new ProjectionHarness<AuditLogDoc>(auditLogProjection);
  const event = h.event(type, data as never, '2026-03-02T01:00:00.000Z');
  h.apply(event);
  return h.get(event.eventId)!;
}

describe('audit_log projection', () => {
  it('handles exactly the audited types, which cover every decision event of the catalogue', () => {
    expect([...auditLogProjection.handles].sort()).toEqual([...AUDITED_EVENT_TYPES].sort());
    const decisions = EVENT_TYPES.filter(
      (type) => DECISION_EVENT_NAME.test(type) && !NOT_DECISIONS.includes(type),
    );
    for (const type of decisions) expect(auditLogProjection.handles.has(type)).toBe(true);
  });

  it.each(AUDITED_EVENT_TYPES.map((type) => [type]))(
    '%s becomes one entry with actor, time, subject, outcome and position',
    (type) => {
      const entry = only(type);
      expect(entry).toMatchObject({
        event_type: type,
        actor: 'actor',
        at: '2026-03-02T01:00:00.000Z',
        position: 1,
        event_id: 'e1',
      });
      expect(entry.subject).not.toBe('');
      expect(entry.outcome).not.toBe('');
    },
  );

  it('records the partner decision and its reason', () => {
    expect(
      only('PartnerRejected', { partnerId: 'p9', reviewerId: 'a1', reason: 'ABN mismatch' }),
    ).toMatchObject({ kind: 'partner', subject: 'p9', outcome: 'rejected', reason: 'ABN mismatch' });
    expect(only('PartnerApproved', { partnerId: 'p9', reviewerId: 'a1', notes: '' })).toMatchObject({
      outcome: 'approved',
      reason: null,
    });
  });

  it('names the voucher and the redeeming user', () => {
    expect(only('VoucherRedeemed')).toMatchObject({
      kind: 'voucher',
      subject: EVENT_DATA_SAMPLES.VoucherRedeemed.code,
      subject_user: EVENT_DATA_SAMPLES.VoucherRedeemed.userId,
    });
    expect(only('VoucherRevoked').reason).toBe(EVENT_DATA_SAMPLES.VoucherRevoked.reason);
  });

  it('shows payments with their amount and failures with their reason', () => {
    expect(
      only('PaymentConfirmed', { ...EVENT_DATA_SAMPLES.PaymentConfirmed, amountTotal: 1790, currency: 'aud' })
        .outcome,
    ).toContain('17.90 AUD');
    expect(only('PaymentFailed')).toMatchObject({
      kind: 'payment',
      reason: EVENT_DATA_SAMPLES.PaymentFailed.reason,
    });
  });

  it('records developer access granted and revoked, with the reason (the operator CLI writes who ran it there)', () => {
    expect(
      only('DeveloperAccessGranted', {
        userId: 'u-7',
        grantedBy: 'operator:cli',
        reason: 'Support lead (by operator alice)',
      }),
    ).toMatchObject({
      kind: 'developer_access',
      subject_user: 'u-7',
      outcome: 'developer access granted',
      reason: 'Support lead (by operator alice)',
    });
    expect(
      only('DeveloperAccessRevoked', {
        userId: 'u-7',
        revokedBy: 'operator:cli',
        reason: 'Left the team (by operator alice)',
      }),
    ).toMatchObject({
      kind: 'developer_access',
      subject_user: 'u-7',
      outcome: 'developer access revoked',
      reason: 'Left the team (by operator alice)',
    });
  });

  it('shows renewals, failed attempts, refunds and disputes with their amounts and effect', () => {
    expect(only('InvoicePaid').outcome).toBe('paid 17.90 AUD for pro (subscription_cycle)');
    expect(only('InvoicePaymentFailed')).toMatchObject({
      kind: 'payment',
      outcome: 'attempt 1 to charge 17.90 AUD for pro failed',
      reason: 'Your card was declined.',
    });
    expect(only('PaymentRefunded').outcome).toBe(
      'refunded 28.50 AUD (28.50 AUD of 28.50 AUD); full refund: day_pass (cs_test_1) ended',
    );
    expect(
      only('PaymentRefunded', {
        ...EVENT_DATA_SAMPLES.PaymentRefunded,
        amountRefunded: 1000,
        refundedNow: 1000,
        full: false,
      }).outcome,
    ).toContain('partial refund: plan unchanged');
    expect(only('PaymentDisputed')).toMatchObject({
      kind: 'payment',
      subject: 'dispute:dp_1',
      reason: 'fraudulent',
    });
    expect(only('SubscriptionSuspended')).toMatchObject({
      kind: 'subscription',
      subject: 'subscription:sub_123',
      reason: 'unpaid',
    });
  });

  it('records a conversation shared and its link revoked, naming the conversation but never the token', () => {
    const { token } = EVENT_DATA_SAMPLES.ConversationShared;
    for (const type of ['ConversationShared', 'ConversationShareRevoked'] as const) {
      const entry = only(type);
      expect(entry).toMatchObject({ kind: 'share', subject: 'conversation:c1', subject_user: 'u1' });
      expect(JSON.stringify(entry)).not.toContain(token);
    }
    expect(only('ConversationShareRevoked').outcome).toBe('read-only link revoked');
  });

  it('ignores events that are not decisions', () => {
    const h = new ProjectionHarness<AuditLogDoc>(auditLogProjection);
    h.apply(
      h.event('PartnerApplied', EVENT_DATA_SAMPLES.PartnerApplied),
      h.event('AnswerFailed', EVENT_DATA_SAMPLES.AnswerFailed),
    );
    expect(h.docs.size).toBe(0);
  });

  it('is idempotent: every event applied twice gives the same entries', () => {
    const h = new ProjectionHarness<AuditLogDoc>(auditLogProjection);
    const events = AUDITED_EVENT_TYPES.map((type) => h.event(type, EVENT_DATA_SAMPLES[type] as never));
    const { once, twice } = onceAndTwice(auditLogProjection, events);
    expect(Object.keys(once)).toHaveLength(AUDITED_EVENT_TYPES.length);
    expect(twice).toEqual(once);
  });
});
