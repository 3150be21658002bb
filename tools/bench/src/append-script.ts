import { randomUUID } from 'node:crypto';
import { OfflineAnswerGenerator } from '@buildmentor/answering';
import { requestFingerprint } from '@buildmentor/command-api/src/chat/ask-question/request-fingerprint';
import { type CommandContext } from '@buildmentor/command-api/src/shared/command-metadata';
import { DeciderRunner } from '@buildmentor/command-api/src/shared/decider-runner';
import { deterministicId } from '@buildmentor/command-api/src/shared/event-ids';
import { parseEvent, type V2Answer } from '@buildmentor/contracts';
import { conversationDecider, quotaDecider } from '@buildmentor/domain';
import { type EventStore } from '@buildmentor/event-store';
import { QUESTIONS as ALL_QUESTIONS } from './questions';

/** Users asking round-robin; each has a quota stream and one conversation stream. */
export const USERS = 400;
/** Asks per user: a beta tester's trial is 10 questions (the first ask starts the conversation). */
const ASKS = 10;
/** Asks 1 and 2 are set-up and warm-up; asks 3..10 are timed (3 single-event commands each). */
const FIRST_TIMED_ASK = 2;

/** The first six of the shared questions: one per ask, round-robin. */
const QUESTIONS = ALL_QUESTIONS.slice(0, 6);

/** The offline answerer's answers (what the API records with it), without the per-ask fields. */
export async function answerBodies(): Promise<Omit<V2Answer, 'session_id' | 'subscription_status'>[]> {
  const answerer = new OfflineAnswerGenerator();
  return Promise.all(
    QUESTIONS.map(async (question) => {
      const generated = await answerer.generate({
        question,
        conversationId: 'c',
        questionId: 'q',
        userId: 'u',
        tier: 'demo',
        enhanced: false,
        profile: null,
        history: [],
        passages: [],
        now: new Date().toISOString(),
      });
      return generated.answer;
    }),
  );
}

/** Timed asks per repetition: asks 3..10 of every user, round-robin over the users. */
export const TIMED_ASKS = USERS * (ASKS - FIRST_TIMED_ASK);

/** One way of appending the workload: set-up and warm-up first, then timed asks [from, to). */
export interface Appender {
  setUp(): Promise<void>;
  run(fromAsk: number, toAsk: number): Promise<void>;
  close(): Promise<void>;
  /** Timed asks it takes part in, from the first (default: all); a slow comparison times fewer. */
  timedAsks?: number;
}

/**
 * The ask path's appends through the real DeciderRunner (load -> decide -> append with the exact
 * expected revision; its stream cache warm, as in a running API): per ask, ReserveQuestion on
 * quota-<user> (TrialDecremented), AskQuestion (QuestionAsked) and RecordAnswer (AnswerGenerated
 * with the offline answerer's V2 answer, about 3.5 KB) on conversation-<id>, one event each.
 * Set-up: StartTrial and the first two asks of every user (the first starts the conversation).
 */
export function commandPath(store: EventStore, bodies: Awaited<ReturnType<typeof answerBodies>>): Appender {
  const runner = new DeciderRunner(store);
  const users = Array.from({ length: USERS }, () => ({ userId: randomUUID(), conversationId: randomUUID() }));
  const entitlement = { role: 'beta_tester' as const, userType: 'demo' as const };
  const ask = async (user: (typeof users)[number], n: number) => {
    const context: CommandContext = {
      actorId: user.userId,
      correlationId: randomUUID(),
      causationId: randomUUID(),
      at: new Date(),
    };
    const question = QUESTIONS[n % QUESTIONS.length]!;
    const questionId = deterministicId(context.causationId, 'question');
    const { conversationId, userId } = user;
    const requestHash = requestFingerprint(question, false);
    const at = context.at.toISOString();
    await runner.run(
      quotaDecider,
      `quota-${userId}`,
      { type: 'ReserveQuestion', data: { userId, questionId, conversationId, requestHash, at, entitlement } },
      context,
    );
    const stream = `conversation-${conversationId}`;
    const asked = { conversationId, userId, questionId, question, enhanced: false, requestHash };
    await runner.run(conversationDecider, stream, { type: 'AskQuestion', data: asked }, context);
    const answer: V2Answer = {
      ...bodies[n % bodies.length]!,
      session_id: conversationId,
      subscription_status: {
        tier: 'demo',
        is_trial: true,
        trial_info: { questions_remaining: ASKS - n - 1, questions_used: n + 1 },
      },
    };
    const answerId = deterministicId(context.causationId, 'answer');
    const data = { conversationId, questionId, answerId, answer, generator: 'offline' as const };
    await runner.run(conversationDecider, stream, { type: 'RecordAnswer', data }, context);
  };
  return {
    async setUp() {
      for (const user of users) {
        const context = {
          actorId: user.userId,
          correlationId: 'c',
          causationId: randomUUID(),
          at: new Date(),
        };
        await runner.run(quotaDecider, `quota-${user.userId}`, { type: 'StartTrial', data: user }, context);
      }
      for (let n = 0; n < FIRST_TIMED_ASK; n++) for (const user of users) await ask(user, n);
    },
    async run(fromAsk, toAsk) {
      for (let i = fromAsk; i < toAsk; i++)
        await ask(users[i % USERS]!, FIRST_TIMED_ASK + Math.floor(i / USERS));
    },
    close: () => store.close(),
  };
}

/** The events as the contracts' schemas read them back: proof the workload is the API's shape. */
export async function eventSizes(store: EventStore, fromPosition: number) {
  const sizes = new Map<string, number[]>();
  for (const event of await store.readAll({ fromPosition, maxCount: 600 })) {
    parseEvent(event.type, event.data, event.metadata.schemaVersion);
    const bytes = JSON.stringify(event.data).length + JSON.stringify(event.metadata).length;
    sizes.set(event.type, [...(sizes.get(event.type) ?? []), bytes]);
  }
  return Object.fromEntries(
    [...sizes].map(([type, list]) => [type, Math.round(list.reduce((a, b) => a + b, 0) / list.length)]),
  );
}
