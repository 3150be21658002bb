import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Parses a text/event-stream body into its events. */
function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>;
      return { event, data };
    });
}

describe('POST /api/chat/ask/stream (Server-Sent Events)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams accepted, the technical text as deltas, then the full answer, and records it', async () => {
    const { token } = await t.signIn();
    const response = await t.http
      .post('/api/chat/ask/stream')
      .set('Authorization', `Bearer ${token}`)
      .send({ question: 'What is the NCC stair handrail height?' })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(response.body as string);
    expect(events[0]!.event).toBe('accepted');
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const final = events[events.length - 1]!;
    expect(final.event).toBe('answer');
    const answer = final.data as { response: { technical: string }; session_id: string; position: number };
    expect(deltas.map((d) => d.data.text).join('')).toBe(answer.response.technical);
    const detail = await t.http
      .get(`/api/chat/session/${answer.session_id}`)
      .set({ Authorization: `Bearer ${token}`, 'X-Min-Position': String(answer.position) })
      .expect(200);
    expect(detail.body.messages[1].content).toBe(answer.response.technical);
  });

  it('reports a refused ask as an error event with the problem details, after no accepted event', async () => {
    const { token } = await t.signIn();
    for (let i = 0; i < 3; i++)
      await t.http
        .post('/api/chat/ask')
        .set('Authorization', `Bearer ${token}`)
        .send({ question: `Question ${i} about gutters` })
        .expect(200);
    const response = await t.http
      .post('/api/chat/ask/stream')
      .set('Authorization', `Bearer ${token}`)
      .send({ question: 'One more?' })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    const events = parseSse(response.body as string);
    expect(events.map((e) => e.event)).toEqual(['error']);
    expect(events[0]!.data).toMatchObject({
      status: 402,
      code: 'TRIAL.EXHAUSTED',
      detail: 'You have used all your free questions. Please upgrade to continue.',
    });
  });

  it('rejects a bad body with 400 before streaming', async () => {
    const { token } = await t.signIn();
    const response = await t.http
      .post('/api/chat/ask/stream')
      .set('Authorization', `Bearer ${token}`)
      .send({ question: '' })
      .expect(400);
    expect(response.body.errors[0].path).toBe('body.question');
  });

  // A client that disconnects mid-stream ends the answer: ask-question-cost.e2e.spec.ts (AnswerStopped).
});
