import { EVENT_DATA_SAMPLES, sampleV2Answer } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import {
  PLATFORM_STATS_ID,
  platformStatsProjection,
  type PlatformStatsDoc,
} from './platform-stats.projection';

const conv = { conversationId: 'c1', userId: 'u1' };

function harness() {
  return new ProjectionHarness<PlatformStatsDoc>(platformStatsProjection);
}

describe('platform_stats projection', () => {
  const cases: Array<
    [
      string,
      (h: ProjectionHarness<PlatformStatsDoc>) => ReturnType<typeof h.event>,
      Partial<PlatformStatsDoc>,
    ]
  > = [
    [
      'UserRegistered',
      (h) =>
        h.event('UserRegistered', {
          userId: 'u1',
          email: 'a@b.co',
          displayName: 'a',
          authMode: 'demo',
          userType: 'demo',
        }),
      { total_users: 1 },
    ],
    [
      'OnboardingCompleted',
      (h) =>
        h.event('OnboardingCompleted', {
          userId: 'u1',
          industrySectors: ['Health'],
          disciplines: ['Architecture'],
          experienceLevel: 'expert',
          companyType: 'Other',
          primaryFocus: '',
        }),
      { onboarded_users: 1 },
    ],
    [
      'ConversationStarted',
      (h) => h.event('ConversationStarted', { ...conv, title: 'T' }),
      { total_conversations: 1 },
    ],
    [
      'QuestionAsked',
      (h) => h.event('QuestionAsked', { ...conv, questionId: 'q', question: 'Q', enhanced: false }),
      { total_questions: 1, total_messages: 1 },
    ],
    [
      'AnswerGenerated',
      (h) =>
        h.event('AnswerGenerated', {
          ...conv,
          questionId: 'q',
          answerId: 'a',
          answer: sampleV2Answer,
          generator: 'offline',
        }),
      { total_answers: 1, total_messages: 1 },
    ],
    [
      'AnswerFailed',
      (h) => h.event('AnswerFailed', { ...conv, questionId: 'q', reason: 'x' }),
      { failed_answers: 1, total_messages: 0 },
    ],
  ];

  it.each(cases)('%s increments its counters', (_name, make, expected) => {
    const h = harness();
    h.apply(make(h));
    expect(h.get(PLATFORM_STATS_ID)).toMatchObject(expected);
  });

  it('DocumentUploaded counts an upload', () => {
    const h = harness();
    h.apply(h.event('DocumentUploaded', EVENT_DATA_SAMPLES.DocumentUploaded));
    expect(h.get(PLATFORM_STATS_ID)).toMatchObject({ documents_uploaded: 1 });
  });

  it('PartnerApplied counts a partner registration', () => {
    const h = harness();
    h.apply(h.event('PartnerApplied', EVENT_DATA_SAMPLES.PartnerApplied));
    expect(h.get(PLATFORM_STATS_ID)).toMatchObject({ partner_registrations: 1 });
  });

  it('records the first and last event times', () => {
    const h = harness();
    h.apply(
      h.event('ConversationStarted', { ...conv, title: 'T' }, '2026-01-01T00:00:00.000Z'),
      h.event(
        'ConversationStarted',
        { conversationId: 'c2', userId: 'u1', title: 'T' },
        '2026-02-01T00:00:00.000Z',
      ),
    );
    expect(h.get(PLATFORM_STATS_ID)).toMatchObject({
      first_event_at: '2026-01-01T00:00:00.000Z',
      last_event_at: '2026-02-01T00:00:00.000Z',
      total_conversations: 2,
    });
  });

  it('is idempotent: every event applied twice gives the same totals', () => {
    const h = harness();
    const { once, twice } = onceAndTwice(
      platformStatsProjection,
      cases.map(([, make]) => make(h)),
    );
    expect(once[PLATFORM_STATS_ID]).toMatchObject({ total_users: 1, total_messages: 2 });
    expect(twice).toEqual(once);
  });
});
