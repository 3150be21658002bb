import {
  AUDIT_KIND_OF,
  AUDIT_KINDS,
  AUDITED_EVENT_TYPES,
  DECISION_EVENT_NAME,
  isAuditedEventType,
  NOT_DECISIONS,
} from './audit-catalogue';
import { EVENT_TYPES } from './event-registry';

/** The audit trail's completeness, checked against the whole event catalogue (not a copy of it). */
describe('audit catalogue', () => {
  const decisions = EVENT_TYPES.filter(
    (type) => DECISION_EVENT_NAME.test(type) && !NOT_DECISIONS.includes(type),
  );

  it('audits every decision event of the catalogue', () => {
    const missing = decisions.filter((type) => !AUDITED_EVENT_TYPES.includes(type as never));
    expect(missing).toEqual([]);
    expect(decisions.length).toBeGreaterThanOrEqual(10);
  });

  it('exempts only AnswerFailed, a chat event that matches the naming rule', () => {
    expect(NOT_DECISIONS).toEqual(['AnswerFailed']);
    expect(DECISION_EVENT_NAME.test('AnswerFailed')).toBe(true);
  });

  it('lists only catalogue types, each once, and the activations and replays beside the decisions', () => {
    for (const type of AUDITED_EVENT_TYPES) expect(EVENT_TYPES).toContain(type);
    expect(new Set(AUDITED_EVENT_TYPES).size).toBe(AUDITED_EVENT_TYPES.length);
    expect(AUDITED_EVENT_TYPES).toEqual(expect.arrayContaining(['SubscriptionActivated', 'ReplayRequested']));
    expect(AUDITED_EVENT_TYPES).not.toEqual(expect.arrayContaining(['PartnerApplied']));
  });

  it('gives every audited type a known kind and uses every kind', () => {
    expect(new Set(Object.values(AUDIT_KIND_OF))).toEqual(new Set(AUDIT_KINDS));
    expect(isAuditedEventType('VoucherRevoked')).toBe(true);
    expect(isAuditedEventType('QuestionAsked')).toBe(false);
    expect(isAuditedEventType('toString')).toBe(false);
  });
});
