import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChatCompletionsTestServer, modelReply, piecesOf, replies } from '@buildmentor/answering/testing';
import {
  COMMAND_API_MAIN,
  exited,
  freePort,
  listening,
  PROJECTOR_MAIN,
  spawnTsEntry,
  stopChild,
} from '@buildmentor/test-harness';
import { RATE_LIMITS } from './http/rate-limit/rate-limits';

jest.setTimeout(120_000);

/** RATE_LIMIT_SCALE for these instances: small limits, so a test reaches one in a few requests. */
const SCALE = 0.1;
const ASKS_PER_USER = Math.round(RATE_LIMITS.ask[0].limit * SCALE);
/** More than two rounds of the shared counters (every 200 ms) between two requests. */
const SPACING_MS = 500;

const FAILURE =
  'I apologize, but I encountered an error while processing your question. Please try again or contact support if the issue persists.';

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** A text/event-stream read as it arrives, on a connection the test can drop. */
async function openStream(url: string, init: RequestInit = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { ...init, signal: controller.signal });
  const events: SseEvent[] = [];
  const finished = (async () => {
    if (!response.ok) return;
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (data !== undefined)
          events.push({ event: /^event: (.*)$/m.exec(frame)?.[1] ?? 'message', data: JSON.parse(data) });
      }
    }
  })();
  const until = async (event: string, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find((e) => e.event === event);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${event} event: ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { response, events, finished, until, drop: () => controller.abort() };
}

/**
 * Two API instances, separate processes on separate ports, sharing one DATA_DIR (the embedded
 * stores; on server stores the same holds across machines): a client's requests may reach either.
 * Rate limits count across both, and the outcome of an answer whose stream broke on one is heard on
 * the other.
 */
describe('two API instances over one store', () => {
  let dataDir: string;
  let model: ChatCompletionsTestServer;
  let projector: ChildProcess;
  let a: ChildProcess;
  let b: ChildProcess;
  let urlA: string;
  let urlB: string;

  const startApi = async (env: Record<string, string>) => {
    const port = await freePort();
    const api = spawnTsEntry(COMMAND_API_MAIN, [], { ...env, PORT: String(port) }, [
      'ignore',
      'pipe',
      'inherit',
    ]);
    await listening(api);
    return { api, url: `http://127.0.0.1:${port}` };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bm-instances-'));
    model = await ChatCompletionsTestServer.start();
    const env = {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMIT_SCALE: String(SCALE),
      LLM_PROVIDER: 'openai',
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_MODEL: 'test-model',
      // Short, so a question orphaned by a killed instance is settled within seconds.
      OPENAI_TIMEOUT_MS: '3000',
      ANSWER_RECOVERY_GRACE_MS: '500',
    };
    projector = spawnTsEntry(PROJECTOR_MAIN, ['run'], env, ['ignore', 'ignore', 'inherit']);
    // One after the other: the first generates the session secret into DATA_DIR, the second reads it.
    ({ api: a, url: urlA } = await startApi(env));
    ({ api: b, url: urlB } = await startApi(env));
  });
  afterAll(async () => {
    for (const child of [a, b, projector]) if (child) await stopChild(child);
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = async (url: string, body: Record<string, unknown>) => {
    const response = await fetch(`${url}/api/auth/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
  const resumeUrl = (url: string, accepted: { session_id: string; question_id: string }) =>
    `${url}/api/chat/session/${accepted.session_id}/questions/${accepted.question_id}/stream`;

  it('limits a user across both: asks alternated between the instances are refused at the limit, not at twice it', async () => {
    model.reply = replies.json(JSON.stringify(modelReply()));
    const token = await signIn(urlA, { user_type: 'pro' }); // unlimited questions: only the rate limit refuses
    const statuses: number[] = [];
    for (let i = 0; i < 2 * ASKS_PER_USER; i++) {
      const response = await fetch(`${i % 2 === 0 ? urlA : urlB}/api/chat/ask`, {
        method: 'POST',
        headers: json(token),
        body: JSON.stringify({ question: `Alternating question ${i} about box gutters` }),
      });
      statuses.push(response.status);
      await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
    }
    expect(ASKS_PER_USER).toBe(6);
    expect(statuses).toEqual([
      ...Array<number>(ASKS_PER_USER).fill(200),
      ...Array<number>(ASKS_PER_USER).fill(429),
    ]);
  });

  it('hears on the other instance that an answer whose stream broke was stopped, and refuses it to anyone else', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    model.reply = replies.sse(piecesOf(JSON.stringify(modelReply()), 40), { gate, gateAt: 1 });
    const token = await signIn(urlB, { email: 'resumer@firm.com.au' });
    const asking = await openStream(`${urlA}/api/chat/ask/stream`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify({ question: 'How do I size a box gutter?' }),
    });
    const accepted = (await asking.until('accepted')).data as { session_id: string; question_id: string };
    // The client goes away: instance A ends the model call (nobody is left to read what it costs)
    // and records the answer as stopped (docs/decisions.md, Model cost control).
    asking.drop();

    const resumed = await openStream(resumeUrl(urlB, accepted), { headers: json(token) });
    expect(resumed.response.status).toBe(200);
    const stopped = (await resumed.until('error')).data as { status: number; code: string };
    await resumed.finished;
    release();
    expect(stopped).toMatchObject({ status: 409, code: 'ANSWER.STOPPED' });

    // The same outcome from either instance, again and again (a reconnect asks the same).
    const again = await openStream(resumeUrl(urlA, accepted), { headers: json(token) });
    await again.finished;
    expect(again.events).toHaveLength(1);
    expect(again.events[0]).toMatchObject({ event: 'error', data: { code: 'ANSWER.STOPPED' } });

    const stranger = await signIn(urlA, { email: 'stranger@firm.com.au' });
    const theirs = await fetch(resumeUrl(urlB, accepted), { headers: json(stranger) });
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { code: string }).code).toBe('CONVERSATION.NOT_FOUND');
    expect((await fetch(resumeUrl(urlB, accepted))).status).toBe(401);
  });

  it('reports the failure on the surviving instance when the one answering is killed mid-answer', async () => {
    model.reply = replies.hang();
    const token = await signIn(urlA, { email: 'survivor@firm.com.au' });
    const asking = await openStream(`${urlA}/api/chat/ask/stream`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify({ question: 'Fire door rating for a Class 2 unit entry?' }),
    });
    const accepted = (await asking.until('accepted')).data as { session_id: string; question_id: string };
    a.kill('SIGKILL');
    await exited(a);

    // B waits; the orphan recovery (any instance, here B) fails and refunds the question once the
    // answer timeout and grace have passed, and the stream reports it.
    const resumed = await openStream(resumeUrl(urlB, accepted), { headers: json(token) });
    const error = await resumed.until('error');
    await resumed.finished;
    expect(error.data).toMatchObject({ status: 502, code: 'ANSWER.FAILED', detail: FAILURE });
  });
});
