import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChatCompletionsTestServer, replies } from '@buildmentor/answering/testing';
import {
  COMMAND_API_MAIN,
  exited,
  freePort,
  listening,
  PROJECTOR_MAIN,
  spawnTsEntry,
  stopChild,
  until,
} from '@buildmentor/test-harness';

jest.setTimeout(180_000);

const FAILURE =
  'I apologize, but I encountered an error while processing your question. Please try again or contact support if the issue persists.';

/** Starts the API entry point as its own process and resolves once it listens. */
async function startApi(env: Record<string, string>): Promise<ChildProcess> {
  const api = spawnTsEntry(COMMAND_API_MAIN, [], env, ['ignore', 'pipe', 'ignore']);
  await listening(api);
  return api;
}

/**
 * Issue 15, point 8, as it happened: the API is SIGKILLed while a trial question waits for the
 * model (charged, no answer). Started again, its recovery fails the question and refunds it.
 */
describe('a question orphaned by an API crash', () => {
  let model: ChatCompletionsTestServer;
  let dataDir: string;
  let projector: ChildProcess;
  let api: ChildProcess | null = null;

  beforeAll(async () => {
    model = await ChatCompletionsTestServer.start();
    model.reply = replies.hang();
    dataDir = mkdtempSync(join(tmpdir(), 'bm-orphan-'));
    projector = spawnTsEntry(PROJECTOR_MAIN, ['run'], { DATA_DIR: dataDir, LOG_LEVEL: 'error' }, [
      'ignore',
      'ignore',
      'ignore',
    ]);
  });
  afterAll(async () => {
    if (api) await stopChild(api);
    await stopChild(projector);
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is failed and refunded after a restart: the trial count is restored and the conversation shows the failure text', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const base = {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      LLM_PROVIDER: 'openai',
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_MODEL: 'test-model',
    };
    api = await startApi({ ...base, OPENAI_TIMEOUT_MS: '600000' });

    const signIn = (await (
      await fetch(`${url}/api/auth/demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'crash@firm.com.au' }),
      })
    ).json()) as { token: string };
    const auth = { authorization: `Bearer ${signIn.token}` };
    const asking = await fetch(`${url}/api/chat/ask/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ question: 'Which fire door for a Class 2 unit entry?' }),
    });
    // `accepted` means the question is charged and recorded; then the API waits for the model.
    const reader = asking.body!.getReader();
    let text = '';
    while (!text.includes('event: accepted')) text += new TextDecoder().decode((await reader.read()).value);
    const sessionId = (
      JSON.parse(/^data: (.*)$/m.exec(text.slice(text.indexOf('event: accepted')))![1]!) as {
        session_id: string;
      }
    ).session_id;
    await until(async () => model.requests.length > 0, 'the model request');

    api.kill('SIGKILL');
    await exited(api);
    void reader.cancel().catch(() => undefined);

    // Restarted with a short answer timeout: the recovery notices the orphan and settles it.
    api = await startApi({ ...base, OPENAI_TIMEOUT_MS: '1000', ANSWER_RECOVERY_GRACE_MS: '500' });
    const session = await until(async () => {
      const response = await fetch(`${url}/api/chat/session/${sessionId}`, { headers: auth });
      const body = (await response.json()) as {
        messages: Array<{ role: string; status: string; content: string }>;
      };
      return body.messages?.[1]?.status === 'failed' ? body : null;
    }, 'the orphaned question to be failed');
    expect(session.messages.map((m) => [m.role, m.status, m.content])).toEqual([
      ['user', 'asked', 'Which fire door for a Class 2 unit entry?'],
      ['assistant', 'failed', FAILURE],
    ]);
    const subscription = await until(async () => {
      const body = (await (await fetch(`${url}/api/user/subscription`, { headers: auth })).json()) as {
        trial_info: { questions_remaining: number };
      };
      return body.trial_info.questions_remaining === 3 ? body : null;
    }, 'the refund');
    expect(subscription.trial_info).toEqual({ questions_remaining: 3, questions_used: 0 });
  });
});
