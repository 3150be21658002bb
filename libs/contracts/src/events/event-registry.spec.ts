import { EVENT_DATA_SAMPLES } from '../testing/event-samples';
import {
  EVENT_TYPES,
  currentSchemaVersion,
  eventRegistry,
  isEventType,
  parseEvent,
  parseEventData,
  type EventType,
} from './event-registry';
import {
  InvalidEventDataError,
  UnknownEventTypeError,
  UnsupportedSchemaVersionError,
} from './event-registry.errors';

// Copied verbatim from DESIGN.md section 2 ("Event catalogue"): the registry must match it exactly.
const DESIGN_CATALOGUE = `UserRegistered, UserSignedIn, OnboardingCompleted, PreferencesUpdated, TrialStarted,
TrialDecremented, BoosterUsed, QuotaRefunded, ConversationStarted, QuestionAsked, AnswerGenerated,
AnswerFailed, ProjectStageDetected, FeedbackSubmitted, ContributionSubmitted, ContributionReviewed,
DocumentUploaded, DocumentTextExtracted, DocumentRejected, DocumentDeleted, PartnerApplied,
PartnerApproved, PartnerRejected, VoucherCreated, VoucherRedeemed, VoucherRevoked,
CheckoutStarted, PaymentConfirmed, PaymentFailed, SubscriptionActivated, DeveloperAccessGranted,
WeeklyReportGenerated`
  .split(',')
  .map((name) => name.trim());

function captureError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('event registry', () => {
  it('starts with exactly the DESIGN.md catalogue, in order, then only extensions', () => {
    expect([...EVENT_TYPES].slice(0, DESIGN_CATALOGUE.length)).toEqual(DESIGN_CATALOGUE);
    expect(DESIGN_CATALOGUE).toHaveLength(32);
    expect([...EVENT_TYPES].slice(DESIGN_CATALOGUE.length)).toEqual([
      'EmailClaimed',
      'PasswordSet',
      'PasswordResetRequested',
      'PasswordResetCompleted',
      'DailyQuestionUsed',
      'UiEventRecorded',
      'MentorNoteAdded',
      'ReplayRequested',
      'SubscriptionEnded',
      'EmailVerificationRequested',
      'EmailVerified',
      'DeveloperAccessRevoked',
      'SessionsEnded',
      'PasswordRemoved',
      'SubscriptionSuspended',
      'SubscriptionResumed',
      'PaymentDisputed',
      'PaymentDisputeClosed',
      'BillingCustomerLinked',
      'InvoicePaid',
      'InvoicePaymentFailed',
      'PaymentRefunded',
      'SubscriptionStatusChanged',
      'StorageReserved',
      'StorageReleased',
      'ConversationShared',
      'ConversationShareRevoked',
      'AnswerStopped',
      'TokensUsed',
    ]);
  });

  it('reads AnswerGenerated and AnswerFailed recorded before usage was kept, and with it', () => {
    const old = EVENT_DATA_SAMPLES.AnswerGenerated;
    expect(parseEventData('AnswerGenerated', old, 1).usage).toBeUndefined();
    const usage = { promptTokens: 812, completionTokens: 430 };
    expect(parseEventData('AnswerGenerated', { ...old, usage }, 1).usage).toEqual(usage);
    expect(parseEventData('AnswerFailed', { ...EVENT_DATA_SAMPLES.AnswerFailed, usage }, 1).usage).toEqual(
      usage,
    );
    expect(() =>
      parseEventData('AnswerGenerated', { ...old, usage: { promptTokens: -1, completionTokens: 0 } }, 1),
    ).toThrow(/usage.promptTokens/);
  });

  it('has a definition for every catalogue type and nothing else', () => {
    expect(Object.keys(eventRegistry.definitions).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('writes QuestionAsked at schemaVersion 2 (regenerates) and every other type at 1', () => {
    for (const type of EVENT_TYPES)
      expect([type, currentSchemaVersion(type)]).toEqual([type, type === 'QuestionAsked' ? 2 : 1]);
  });

  it.each(EVENT_TYPES.map((type) => [type]))('parses a valid %s sample unchanged', (type: EventType) => {
    const sample = EVENT_DATA_SAMPLES[type];
    expect(parseEventData(type, structuredClone(sample), currentSchemaVersion(type))).toEqual(sample);
  });

  it('reads a version-1 QuestionAsked, recorded before regeneration, as an ordinary question', () => {
    const v1 = {
      conversationId: 'c1',
      userId: 'u1',
      questionId: 'q1',
      question: 'Handrail height?',
      enhanced: false,
    };
    const data = parseEventData('QuestionAsked', structuredClone(v1), 1);
    expect(data).toEqual(v1);
    expect(data).not.toHaveProperty('regenerates');
  });

  it('keeps the question a version-2 QuestionAsked regenerates', () => {
    const v2 = { ...EVENT_DATA_SAMPLES.QuestionAsked, questionId: 'q2', regenerates: 'q1' };
    expect(parseEventData('QuestionAsked', structuredClone(v2), 2)).toEqual(v2);
  });

  it('returns a typed { type, data } pair from parseEvent', () => {
    const event = parseEvent('TrialDecremented', EVENT_DATA_SAMPLES.TrialDecremented, 1);
    if (event.type !== 'TrialDecremented') throw new Error('wrong type');
    expect(event.data.remaining).toBe(2);
  });

  it('recognises catalogue types only', () => {
    expect(isEventType('UserRegistered')).toBe(true);
    expect(isEventType('UserDeleted')).toBe(false);
    expect(isEventType('toString')).toBe(false);
  });

  it('rejects an unknown type with a clear error', () => {
    const error = captureError(() => parseEventData('UserDeleted', {}, 1));
    expect(error).toBeInstanceOf(UnknownEventTypeError);
    expect((error as Error).message).toBe('Unknown event type "UserDeleted"');
    expect(() => parseEventData('__proto__', {}, 1)).toThrow(UnknownEventTypeError);
  });

  it.each([[0], [2], [1.5], [Number.NaN]])('rejects schemaVersion %s', (version) => {
    expect(() => parseEventData('UserSignedIn', EVENT_DATA_SAMPLES.UserSignedIn, version)).toThrow(
      UnsupportedSchemaVersionError,
    );
  });

  describe('invalid data', () => {
    it('names the failing field', () => {
      const error = captureError(() =>
        parseEventData('TrialDecremented', { userId: 'u1', questionId: 'q1', remaining: -1 }, 1),
      );
      expect(error).toBeInstanceOf(InvalidEventDataError);
      const invalid = error as InvalidEventDataError;
      expect(invalid.issues.map((i) => i.path)).toEqual(['remaining']);
      expect(invalid.message).toMatch(
        /^Invalid data for event "TrialDecremented" \(schemaVersion 1\): remaining: /,
      );
    });

    it('names nested paths with array indexes', () => {
      const data = structuredClone(EVENT_DATA_SAMPLES.AnswerGenerated);
      (data.answer.blocks[0] as { text: unknown }).text = 42;
      const error = captureError(() => parseEventData('AnswerGenerated', data, 1)) as InvalidEventDataError;
      expect(error.issues.map((i) => i.path)).toEqual(['answer.blocks[0].text']);
    });

    it('reports every failing field at once', () => {
      const error = captureError(() =>
        parseEventData(
          'UserRegistered',
          { userId: '', email: 'not-an-email', displayName: 'x', authMode: 'sso' },
          1,
        ),
      ) as InvalidEventDataError;
      expect(error.issues.map((i) => i.path).sort()).toEqual(['authMode', 'email', 'userId', 'userType']);
    });

    it('rejects data that is not an object', () => {
      const error = captureError(() => parseEventData('TrialStarted', null, 1)) as InvalidEventDataError;
      expect(error).toBeInstanceOf(InvalidEventDataError);
      expect(error.message).toContain('(root)');
    });

    it.each<[EventType, Record<string, unknown>, string]>([
      ['BoosterUsed', { day: '2025-02-30' }, 'day'],
      ['QuotaRefunded', { source: 'gift' }, 'source'],
      ['QuestionAsked', { question: '   ' }, 'question'],
      ['QuestionAsked', { question: 'x'.repeat(4001) }, 'question'],
      ['PreferencesUpdated', { responseStyle: 'concise' }, 'responseStyle'],
      ['PartnerRejected', { reason: '' }, 'reason'],
      ['VoucherCreated', { code: 'lower-case' }, 'code'],
      ['CheckoutStarted', { amountTotal: 17.9 }, 'amountTotal'],
      ['CheckoutStarted', { currency: 'AUD' }, 'currency'],
      ['SubscriptionActivated', { endsAt: 'tomorrow' }, 'endsAt'],
      ['DocumentUploaded', { sizeBytes: 10 * 1024 * 1024 + 1 }, 'sizeBytes'],
    ])('rejects bad %s data %j at %s', (type, patch, path) => {
      const data = { ...EVENT_DATA_SAMPLES[type], ...patch };
      const error = captureError(() => parseEventData(type, data, 1)) as InvalidEventDataError;
      expect(error).toBeInstanceOf(InvalidEventDataError);
      expect(error.issues.map((i) => i.path)).toEqual([path]);
    });
  });
});
