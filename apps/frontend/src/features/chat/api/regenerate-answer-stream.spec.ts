import { api } from '../../../lib/api-client';
import { askResponse } from '../../../testing/fixtures';
import { installFetch, problem, sseFrame } from '../../../testing/fetch-mock';
import { regenerateAnswerStream } from './regenerate-answer-stream';

const STREAM = 'POST /api/chat/session/conv-1/regenerate/stream';
const PLAIN = 'POST /api/chat/session/conv-1/regenerate';
const RESUME = 'GET /api/chat/session/conv-1/questions/q-2/stream';
const request = { question_id: 'q-1', client_request_id: 'req-1' };
const accepted = sseFrame('accepted', { question_id: 'q-2', session_id: 'conv-1' });

describe('regenerateAnswerStream', () => {
  beforeEach(() => api.setToken('pat-token'));
  afterEach(() => api.setToken(null));

  it('streams the new answer as an ask does: accepted, deltas, answer', async () => {
    const server = installFetch({
      [STREAM]: {
        stream: [accepted, sseFrame('delta', { text: 'New ' }), sseFrame('answer', askResponse(51))],
      },
    });
    const heard: string[] = [];
    const answer = await regenerateAnswerStream('conv-1', request, {
      onAccepted: (info) => heard.push(`accepted ${info.question_id}`),
      onDelta: (text) => heard.push(text),
    });
    expect(answer).toEqual(askResponse(51));
    expect(heard).toEqual(['accepted q-2', 'New ']);
    expect(server.callsTo(STREAM)[0]?.body).toEqual(request);
    expect(api.getMinPosition()).toBeGreaterThanOrEqual(51);
  });

  it('after accepted: waits for the answer on the question stream instead of regenerating again', async () => {
    const server = installFetch({
      [STREAM]: { stream: [accepted] },
      [RESUME]: { stream: [sseFrame('answer', askResponse(52))] },
    });
    await expect(regenerateAnswerStream('conv-1', request)).resolves.toEqual(askResponse(52));
    expect(server.callsTo(PLAIN)).toHaveLength(0);
  });

  it('before accepted: sends it again as a plain POST with the same client_request_id', async () => {
    const server = installFetch({ [STREAM]: { stream: [] }, [PLAIN]: { body: askResponse(53) } });
    await expect(regenerateAnswerStream('conv-1', request)).resolves.toEqual(askResponse(53));
    expect(server.callsTo(PLAIN)[0]?.body).toEqual(request);
  });

  it.each([
    ['a refusal before the stream opens', problem(402, 'TRIAL.EXHAUSTED', 'No questions left.')],
    [
      "the stream's error event",
      {
        stream: [sseFrame('error', problem(409, 'CONVERSATION.NOT_LAST_QUESTION', 'Only the latest.').body)],
      },
    ],
  ])('gives up at once on %s', async (_name, reply) => {
    const server = installFetch({ [STREAM]: reply, [PLAIN]: { body: askResponse(54) } });
    await expect(regenerateAnswerStream('conv-1', request)).rejects.toMatchObject({ name: 'ApiError' });
    expect(server.callsTo(PLAIN)).toHaveLength(0);
  });
});
