import { api } from '../../../lib/api-client';
import { askResponse } from '../../../testing/fixtures';
import { installFetch, problem, sseFrame, type MockReply } from '../../../testing/fetch-mock';
import { askQuestionStream } from './ask-question-stream';

const ASK = 'POST /api/chat/ask/stream';
const RESUME = 'GET /api/chat/session/conv-1/questions/q-1/stream';
const accepted = sseFrame('accepted', { question_id: 'q-1', session_id: 'conv-1' });
const request = { question: 'Stair handrail height?', session_id: null, client_request_id: 'req-1' };

/** Replies to one route in turn, the last one again once they run out. */
function inTurn(...replies: MockReply[]) {
  let call = 0;
  return () => replies[Math.min(call++, replies.length - 1)]!;
}

describe('askQuestionStream when the answer stream breaks', () => {
  beforeEach(() => api.setToken('pat-token'));
  afterEach(() => api.setToken(null));

  it('after accepted: resumes from the question stream (any instance) and never asks again', async () => {
    const server = installFetch({
      [ASK]: { stream: [accepted, sseFrame('delta', { text: 'Handrails are ' })] },
      [RESUME]: { stream: [': keep-alive\n\n', sseFrame('answer', askResponse(41))] },
    });
    const deltas: string[] = [];

    const answer = await askQuestionStream(request, { onDelta: (text) => deltas.push(text) });

    expect(answer).toEqual(askResponse(41));
    expect(deltas).toEqual(['Handrails are ']);
    const [resume] = server.callsTo(RESUME);
    expect(resume?.headers['Authorization']).toBe('Bearer pat-token');
    expect(resume?.headers['Accept']).toBe('text/event-stream');
    expect(server.callsTo('POST /api/chat/ask')).toHaveLength(0);
    expect(api.getMinPosition()).toBeGreaterThanOrEqual(41);
  });

  it('reconnects while the resumed stream ends without an outcome or the server is unreachable', async () => {
    const server = installFetch({
      [ASK]: { stream: [accepted] },
      [RESUME]: inTurn(
        { stream: ['retry: 1000\n\n'] }, // that instance stopped while waiting
        problem(502, 'http_error', 'Bad Gateway'), // the proxy found no instance for a moment
        { stream: [sseFrame('answer', askResponse(42))] },
      ),
    });

    await expect(askQuestionStream(request)).resolves.toEqual(askResponse(42));
    expect(server.callsTo(RESUME)).toHaveLength(3);
  });

  it("ends with the question's recorded failure, as the POST stream would have", async () => {
    const failure = problem(502, 'ANSWER.FAILED', 'I apologize, but I encountered an error.').body;
    const server = installFetch({
      [ASK]: { stream: [accepted] },
      [RESUME]: { stream: [sseFrame('error', failure)] },
    });

    await expect(askQuestionStream(request)).rejects.toMatchObject({ status: 502, code: 'ANSWER.FAILED' });
    expect(server.callsTo(RESUME)).toHaveLength(1);
    expect(server.callsTo('POST /api/chat/ask')).toHaveLength(0);
  });

  it('gives up at once when the question is refused (404)', async () => {
    const server = installFetch({
      [ASK]: { stream: [accepted] },
      [RESUME]: problem(404, 'CONVERSATION.NOT_FOUND', 'Could not load conversation. Please try again.'),
    });

    await expect(askQuestionStream(request)).rejects.toMatchObject({ status: 404 });
    expect(server.callsTo(RESUME)).toHaveLength(1);
  });

  it('before accepted: asks again by POST with the same client_request_id (nothing was recorded to resume)', async () => {
    const server = installFetch({
      [ASK]: { stream: [] },
      'POST /api/chat/ask': { body: askResponse(43) },
    });

    await expect(askQuestionStream(request)).resolves.toEqual(askResponse(43));
    expect(server.callsTo('POST /api/chat/ask')[0]?.body).toEqual(request);
    expect(server.calls.some((call) => call.method === 'GET')).toBe(false);
  });

  it('stops reconnecting when the caller aborts', async () => {
    const controller = new AbortController();
    const server = installFetch({
      [ASK]: { stream: [accepted] },
      [RESUME]: () => {
        controller.abort();
        return { stream: [] };
      },
    });

    await expect(askQuestionStream(request, {}, controller.signal)).rejects.toBeDefined();
    expect(server.callsTo(RESUME)).toHaveLength(1);
  });
});
