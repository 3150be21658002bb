import { type EventDataMap, type EventType, type V2Answer } from '@buildmentor/contracts';
import { type EventStore, type EventToAppend } from '@buildmentor/event-store';

/**
 * A realistic, seeded event log for the kill test and the bench: users register, start a trial,
 * onboard, ask questions in conversations, get answers (some fail and are refunded). The same seed
 * always produces the same log.
 */
export interface SyntheticAppend {
  streamId: string;
  events: EventToAppend[];
}

export interface SyntheticOptions {
  seed?: number;
  /** Business time of the first event; each following event is `stepMs` later. */
  start?: Date;
  stepMs?: number;
  /**
   * Also share every fourth user's conversation through a read-only link once it is asked, and
   * revoke every other one of those links (the `shares` read model and its audit entries). Off by
   * default so the logs other tests count stay as they were.
   */
  withShares?: boolean;
}

/** Mulberry32: a tiny deterministic PRNG, plenty for synthetic data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sampleAnswer(question: string): V2Answer {
  return {
    title: 'Technical Answer',
    summary: `Guidance on: ${question.slice(0, 60)}`,
    blocks: [{ type: 'markdown', text: 'Check the NCC Volume One deemed-to-satisfy provisions first.' }],
    meta: { emoji: '🛠️', schema: 'v2', mapped: true, schema_version: '2', suggested_actions: [] },
    sources: [],
    confidence: 0.7,
    session_id: 'synthetic',
    subscription_status: {
      tier: 'demo',
      is_trial: true,
      trial_info: { questions_remaining: 2, questions_used: 1 },
    },
    response: {
      technical: 'Refer to NCC Volume One Part C and AS 1905.1 for fire door requirements.',
      mentoring: 'Confirm the building classification before choosing a compliance pathway.',
      format: 'v2',
      next_steps: ['Confirm the building class.', 'Check the fire resistance level.'],
    },
  };
}

const QUESTIONS = [
  'What fire-rated door do I need in a Class 2 building?',
  'How do I size roof gutters to AS/NZS 3500.3?',
  'What is the NCC stair handrail height?',
  'When is backflow prevention required under AS/NZS 3500.1?',
  'How do I pick a wind classification between N1 and N6?',
];

export function* syntheticLog(
  totalEvents: number,
  options: SyntheticOptions = {},
): Generator<SyntheticAppend> {
  const random = seededRandom(options.seed ?? 42);
  const start = (options.start ?? new Date('2026-01-01T00:00:00.000Z')).getTime();
  const stepMs = options.stepMs ?? 1000;
  let produced = 0;
  let sequence = 0;
  const id = (prefix: string) =>
    `${prefix}-${(options.seed ?? 42).toString(36)}-${(sequence++).toString(36)}`;
  const event = <T extends EventType>(type: T, data: EventDataMap[T], userId: string): EventToAppend => ({
    id: crypto.randomUUID(),
    type,
    data,
    metadata: {
      userId,
      correlationId: id('corr'),
      causationId: id('cause'),
      at: new Date(start + produced++ * stepMs).toISOString(),
      schemaVersion: 1,
    },
  });
  let users = 0;
  while (produced < totalEvents) {
    const userId = id('user');
    users += 1;
    yield {
      streamId: `user-${userId}`,
      events: [
        event(
          'UserRegistered',
          { userId, email: `${userId}@example.com`, displayName: userId, authMode: 'demo', userType: 'demo' },
          userId,
        ),
      ],
    };
    yield { streamId: `quota-${userId}`, events: [event('TrialStarted', { userId, questions: 3 }, userId)] };
    yield {
      streamId: `user-${userId}`,
      events: [
        event(
          'OnboardingCompleted',
          {
            userId,
            industrySectors: ['Commercial', 'Residential'],
            disciplines: ['Structural Engineering'],
            experienceLevel: 'intermediate',
            companyType: 'Engineering Consultancy',
            primaryFocus: '',
          },
          userId,
        ),
      ],
    };
    const conversationId = id('conv');
    let remaining = 3;
    let started = false;
    for (let q = 0; q < 3 && produced < totalEvents; q++) {
      const questionId = id('q');
      const question = QUESTIONS[Math.floor(random() * QUESTIONS.length)]!;
      const asked = [
        event(
          'QuestionAsked',
          { conversationId, userId, questionId, question, enhanced: random() < 0.3 },
          userId,
        ),
      ];
      if (!started)
        asked.unshift(
          event('ConversationStarted', { conversationId, userId, title: question.slice(0, 60) }, userId),
        );
      started = true;
      yield { streamId: `conversation-${conversationId}`, events: asked };
      remaining -= 1;
      yield {
        streamId: `quota-${userId}`,
        events: [event('TrialDecremented', { userId, questionId, remaining }, userId)],
      };
      if (random() < 0.1) {
        yield {
          streamId: `conversation-${conversationId}`,
          events: [
            event('AnswerFailed', { conversationId, userId, questionId, reason: 'model timeout' }, userId),
          ],
        };
        yield {
          streamId: `quota-${userId}`,
          events: [
            event('QuotaRefunded', { userId, questionId, source: 'trial', reason: 'answer failed' }, userId),
          ],
        };
        remaining += 1;
      } else {
        const answerId = id('a');
        yield {
          streamId: `conversation-${conversationId}`,
          events: [
            event(
              'AnswerGenerated',
              {
                conversationId,
                userId,
                questionId,
                answerId,
                answer: sampleAnswer(question),
                generator: 'offline',
              },
              userId,
            ),
          ],
        };
      }
    }
    if (options.withShares && started && users % 4 === 0 && produced < totalEvents) {
      // A fixed-length token from the conversation id, unique per conversation.
      const token = Buffer.from(conversationId).toString('base64url').padEnd(32, 'A').slice(0, 32);
      const shared = [event('ConversationShared', { conversationId, userId, token }, userId)];
      if (users % 8 === 0)
        shared.push(event('ConversationShareRevoked', { conversationId, userId, token }, userId));
      yield { streamId: `conversation-${conversationId}`, events: shared };
    }
  }
}

/**
 * Appends a synthetic log through the port with EXACT expected revisions, as command handlers do.
 * Returns the number of events written.
 */
export async function writeSyntheticLog(
  store: EventStore,
  totalEvents: number,
  options: SyntheticOptions = {},
): Promise<number> {
  const revisions = new Map<string, number>();
  let written = 0;
  for (const append of syntheticLog(totalEvents, options)) {
    const current = revisions.get(append.streamId);
    const result = await store.append(
      append.streamId,
      append.events,
      current === undefined ? 'no_stream' : current,
    );
    revisions.set(append.streamId, result.nextRevision);
    written += append.events.length;
  }
  return written;
}
