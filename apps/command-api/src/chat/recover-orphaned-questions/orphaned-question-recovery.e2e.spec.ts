import { randomUUID } from 'node:crypto';
import {
  ChatCompletionsTestServer,
  modelReply,
  piecesOf,
  type Reply,
  replies,
} from '@buildmentor/answering/testing';
import { loadConfig } from '@buildmentor/config';
import { PENDING_QUESTIONS } from '@buildmentor/read-models';
import { until } from '@buildmentor/test-harness';
import { createApp } from '../../create-app';
import { ReadModels } from '../../infrastructure/read-models.service';
import { deterministicId } from '../../shared/event-ids';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { requestFingerprint } from '../ask-question/request-fingerprint';
import { askOver } from '../testing/ask-endpoints';
import { OrphanedQuestionRecovery } from './orphaned-question-recovery.service';

jest.setTimeout(120_000);

const FAILURE =
  'I apologize, but I encountered an error while processing your question. Please try again or contact support if the issue persists.';
const TIMEOUT_MS = 600_000;
const GRACE_MS = 30_000;
/** Past the answer timeout plus the grace: what a pending question's age must exceed. */
const PAST_TIMEOUT_MS = TIMEOUT_MS + GRACE_MS + 1_000;

/** A valid model answer, streamed when the adapter asks for a stream (the SSE endpoint does). */
const validAnswer: Reply = (request, response) => {
  const content = JSON.stringify(modelReply());
  return request.body?.stream
    ? replies.sse(piecesOf(content, 40))(request, response)
    : replies.json(content)(request, response);
};

async function eventsOf(t: TestApp, uid: string) {
  return (await t.eventStore.readAll({})).filter((e) => (e.data as { userId?: string }).userId === uid);
}

/**
 * The recovery that fails and refunds questions a crash or a stall left without an answer (issue
 * 15, point 8), in the real API with the real projector feeding `pending_questions`. The clock is
 * moved forward instead of waiting out the answer timeout.
 */
describe('orphaned question recovery (HTTP, real stores, real projector)', () => {
  let model: ChatCompletionsTestServer;
  let t: TestApp;
  let now: number;
  const env = {
    LLM_PROVIDER: 'openai',
    OPENAI_MODEL: 'test-model',
    OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
    ANSWER_RECOVERY_GRACE_MS: String(GRACE_MS),
  };

  beforeAll(async () => {
    model = await ChatCompletionsTestServer.start();
    now = Date.parse('2026-03-02T00:00:00.000Z');
    t = await startTestApp({
      env: { ...env, OPENAI_BASE_URL: model.baseURL },
      overrides: { clock: () => new Date(now) },
    });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });
  beforeEach(() => {
    model.reply = validAnswer;
  });

  const recovery = () => t.app.get(OrphanedQuestionRecovery);
  const pendingIds = async () =>
    (await (await t.app.get(ReadModels).collection(PENDING_QUESTIONS)).find({})).map((d) => d._id);
  /** Pending and known to be asked: the recovery then fails it first, then refunds. */
  const askedPendingIds = async () =>
    (await (await t.app.get(ReadModels).collection(PENDING_QUESTIONS)).find({ asked: true })).map(
      (d) => d._id,
    );
  const trialInfo = async (token: string) => {
    const head = await t.eventStore.headPosition();
    const response = await t.http
      .get('/api/user/subscription')
      .set({ Authorization: `Bearer ${token}`, 'X-Min-Position': String(head) })
      .expect(200);
    return response.body.trial_info;
  };

  it('refunds a reservation left without its question (a crash between the quota and the conversation appends); a retry of it is not answered unpaid', async () => {
    const { token, uid } = await t.signIn();
    // What such a crash leaves behind for an ask with this key: the question paid for (the ids the
    // handler derives from the key), the conversation never told.
    const body = { question: 'Box gutter sizing?', client_request_id: randomUUID() };
    const causation = `${uid}:${body.client_request_id}`;
    const questionId = deterministicId(causation, 'question');
    const revision = await t.eventStore.streamRevision(`quota-${uid}`);
    await t.eventStore.append(
      `quota-${uid}`,
      [
        {
          id: randomUUID(),
          type: 'TrialDecremented',
          data: {
            userId: uid,
            questionId,
            remaining: 2,
            conversationId: deterministicId(causation, 'conversation'),
            requestHash: requestFingerprint(body.question, false),
          },
          metadata: {
            userId: uid,
            correlationId: 'crash',
            causationId: causation,
            at: new Date(now).toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      revision!,
    );
    expect(await trialInfo(token)).toEqual({ questions_remaining: 2, questions_used: 1 });
    await until(async () => (await pendingIds()).includes(questionId), 'the pending question');

    expect(await recovery().sweep()).toBe(0); // not overdue yet: a live handler may still be working
    now += PAST_TIMEOUT_MS;
    expect(await recovery().sweep()).toBe(1);
    expect(await recovery().sweep()).toBe(0);

    const events = await eventsOf(t, uid);
    expect(events.filter((e) => e.type === 'QuotaRefunded').map((e) => e.data)).toEqual([
      { userId: uid, questionId, source: 'trial', reason: 'answer timed out' },
    ]);
    expect(await trialInfo(token)).toEqual({ questions_remaining: 3, questions_used: 0 });
    await until(
      async () => !(await pendingIds()).includes(questionId),
      'the settled question to leave pending_questions',
    );

    // The client retries the interrupted request: it was given back, so it ends failed, not answered free.
    const retry = await askOver(t, '/api/chat/ask', token, body);
    expect(retry).toMatchObject({ status: 502, body: { code: 'ANSWER.FAILED', detail: FAILURE } });
    const types = (await eventsOf(t, uid)).map((e) => e.type);
    expect(types).not.toContain('AnswerGenerated');
    expect(types.slice(-3)).toEqual(['ConversationStarted', 'QuestionAsked', 'AnswerFailed']);
    expect(await trialInfo(token)).toEqual({ questions_remaining: 3, questions_used: 0 });
  });

  it.each(['/api/chat/ask', '/api/chat/ask/stream'] as const)(
    'a stalled handler whose answer arrives after the recovery failed the question gets the failure text, not a 500 (%s)',
    async (endpoint) => {
      const { token, uid } = await t.signIn();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      model.reply = async (request, response) => {
        await gate;
        await validAnswer(request, response);
      };
      const asking = askOver(t, endpoint, token, {
        question: 'Which fire door for a Class 2 unit entry?',
        client_request_id: randomUUID(),
      });
      const asked = await until(
        async () => (await eventsOf(t, uid)).find((e) => e.type === 'QuestionAsked'),
        'QuestionAsked',
      );
      const questionId = (asked.data as { questionId: string }).questionId;
      // The projector may have seen the payment but not yet the question: wait for both.
      await until(async () => (await askedPendingIds()).includes(questionId), 'the asked pending question');

      now += PAST_TIMEOUT_MS; // the handler has been stuck for longer than any answer may take
      expect(await recovery().sweep()).toBe(1);
      release();
      const outcome = await asking;
      expect(outcome).toMatchObject({ status: 502, body: { code: 'ANSWER.FAILED', detail: FAILURE } });

      const types = (await eventsOf(t, uid)).map((e) => e.type);
      expect(types.slice(2)).toEqual([
        'TrialDecremented',
        'ConversationStarted',
        'QuestionAsked',
        'AnswerFailed',
        'QuotaRefunded',
      ]);
      expect(await trialInfo(token)).toEqual({ questions_remaining: 3, questions_used: 0 });
      const session = await t.http
        .get(`/api/chat/session/${(asked.data as { conversationId: string }).conversationId}`)
        .set({
          Authorization: `Bearer ${token}`,
          'X-Min-Position': String(await t.eventStore.headPosition()),
        })
        .expect(200);
      expect(
        session.body.messages.map((m: { status: string; content: string }) => [m.status, m.content]),
      ).toEqual([
        ['asked', 'Which fire door for a Class 2 unit entry?'],
        ['failed', FAILURE],
      ]);
    },
  );

  it('leaves an answered question alone, however late the sweep (the conversation stream refuses to fail it)', async () => {
    const { token, uid } = await t.signIn();
    const answered = await askOver(t, '/api/chat/ask', token, { question: 'Stair handrail height?' });
    expect(answered.status).toBe(200);
    now += PAST_TIMEOUT_MS;
    await recovery().sweep();
    const types = (await eventsOf(t, uid)).map((e) => e.type);
    expect(types).not.toContain('AnswerFailed');
    expect(types).not.toContain('QuotaRefunded');
    expect(await trialInfo(token)).toEqual({ questions_remaining: 2, questions_used: 1 });
  });

  it('two API instances sweeping the same orphan at once record one failure and one refund', async () => {
    const { token, uid } = await t.signIn();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    model.reply = async (request, response) => {
      await gate;
      replies.status(500, { error: { message: 'too late' } })(request, response);
    };
    const asking = askOver(t, '/api/chat/ask', token, { question: 'Roof drainage for a warehouse?' });
    const asked = await until(
      async () => (await eventsOf(t, uid)).find((e) => e.type === 'QuestionAsked'),
      'QuestionAsked',
    );
    await until(
      async () => (await pendingIds()).includes((asked.data as { questionId: string }).questionId),
      'the pending question',
    );

    const second = await createApp(
      loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'error', ...env, OPENAI_BASE_URL: model.baseURL }),
      { clock: () => new Date(now) },
    );
    await second.init();
    try {
      now += PAST_TIMEOUT_MS;
      const settled = await Promise.all([recovery().sweep(), second.get(OrphanedQuestionRecovery).sweep()]);
      // Either instance may record either step; what counts is that each is recorded once (below).
      expect(settled.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await second.close();
    }
    release();
    expect((await asking).status).toBe(502);
    const types = (await eventsOf(t, uid)).map((e) => e.type);
    expect(types.filter((x) => x === 'AnswerFailed')).toHaveLength(1);
    expect(types.filter((x) => x === 'QuotaRefunded')).toHaveLength(1);
    expect(await trialInfo(token)).toEqual({ questions_remaining: 3, questions_used: 0 });
  });
});
