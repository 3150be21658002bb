#!/usr/bin/env node
// Smoke test of a running BuildMentor: waits until it is ready, signs in, asks one question and
// checks that the question shows in the user's history and conversation. Plain Node 20+, no
// dependencies; bounded in time; exits 1 with the failed step named.
//
//   node tools/smoke/smoke.mjs [BASE_URL]     BASE_URL (or SMOKE_URL): default http://localhost:3000
//   SMOKE_TIMEOUT_MS=180000                    the whole run's budget, readiness wait included
//
// In demo mode (AUTH_MODE=demo) it signs in as a fresh automatic demo user; in password mode it
// signs up a fresh address under smoke.example. Each run is a new user with a fresh trial.
import { randomBytes, randomUUID } from 'node:crypto';

const baseUrl = (process.argv[2] ?? process.env.SMOKE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const budgetMs = Number(process.env.SMOKE_TIMEOUT_MS ?? 180_000);
const REQUEST_TIMEOUT_MS = 60_000;
const started = Date.now();
const deadline = started + budgetMs;

class SmokeFailure extends Error {}

const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
const log = (message) => process.stdout.write(`smoke [${elapsed()}] ${message}\n`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const remaining = () => deadline - Date.now();

/** fetch hides the reason in `cause` (an AggregateError when both localhost addresses refuse). */
function reasonOf(error) {
  if (error?.name === 'TimeoutError') return 'timed out';
  const cause = error?.cause;
  const code = cause?.code ?? cause?.errors?.find((e) => e.code)?.code ?? cause?.message;
  return code ? `${error.message} (${code})` : String(error?.message ?? error);
}

/** One request, bounded by the per-request timeout and the run's deadline; parses JSON bodies. */
async function call(method, path, { token, body, headers = {} } = {}) {
  const timeout = Math.max(1, Math.min(REQUEST_TIMEOUT_MS, remaining()));
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeout),
  });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (an HTML error page from a proxy, say): keep the text for the message.
  }
  return { status: response.status, json, text };
}

/** A status other than the expected one fails the step, quoting what the server said. */
function expectStatus(step, response, expected) {
  if (response.status !== expected) {
    const said = response.json?.detail ?? response.json?.title ?? response.text.slice(0, 300);
    throw new SmokeFailure(`${step}: expected HTTP ${expected}, got ${response.status}: ${said}`);
  }
  return response.json;
}

async function waitUntilReady() {
  let last = 'no answer yet';
  while (remaining() > 0) {
    try {
      const ready = await call('GET', '/api/health/ready');
      if (ready.status === 200) return;
      last = `HTTP ${ready.status}${ready.json?.detail ? `: ${ready.json.detail}` : ''}`;
    } catch (error) {
      last = reasonOf(error);
    }
    await sleep(Math.min(1_000, Math.max(0, remaining())));
  }
  throw new SmokeFailure(`not ready within ${budgetMs} ms (GET /api/health/ready: ${last})`);
}

async function signIn() {
  const config = expectStatus('GET /api/auth/config', await call('GET', '/api/auth/config'), 200);
  if (config.mode === 'demo') {
    const session = expectStatus(
      'POST /api/auth/demo',
      await call('POST', '/api/auth/demo', { body: {} }),
      200,
    );
    return { token: session.token, uid: session.user.uid, how: 'demo sign-in' };
  }
  const email = `smoke-${randomBytes(6).toString('hex')}@smoke.example`;
  const password = `Smoke-${randomUUID()}`;
  const session = expectStatus(
    'POST /api/auth/sign-up',
    await call('POST', '/api/auth/sign-up', { body: { email, password } }),
    200,
  );
  return { token: session.token, uid: session.user.uid, how: `password sign-up as ${email}` };
}

/**
 * The read side follows the log asynchronously: X-Min-Position asks the API to wait for the
 * ask's position, and the check is retried (bounded by the deadline) in case that wait ran out.
 */
async function waitForHistory(token, position, sessionId, question) {
  const headers = { 'X-Min-Position': String(position) };
  let last = '';
  while (remaining() > 0) {
    const history = expectStatus(
      'GET /api/chat/history',
      await call('GET', '/api/chat/history?limit=50', { token, headers }),
      200,
    );
    const listed = history.conversations.find((c) => c.id === sessionId);
    if (listed) {
      const detail = expectStatus(
        `GET /api/chat/session/${sessionId}`,
        await call('GET', `/api/chat/session/${encodeURIComponent(sessionId)}`, { token, headers }),
        200,
      );
      const asked = detail.messages.find((m) => m.role === 'user' && m.content === question);
      const answered = detail.messages.find((m) => m.role === 'assistant' && m.status === 'answered');
      if (asked && answered) return { listed, messages: detail.messages.length };
      last = `conversation ${sessionId} has ${detail.messages.length} message(s), not yet the question and its answer`;
    } else {
      last = `history lists ${history.conversations.length} conversation(s), not ${sessionId}`;
    }
    await sleep(Math.min(500, Math.max(0, remaining())));
  }
  throw new SmokeFailure(`the question did not appear in the history within ${budgetMs} ms: ${last}`);
}

async function main() {
  log(`checking ${baseUrl} (budget ${budgetMs} ms)`);
  await waitUntilReady();
  log('ready: GET /api/health/ready answered 200');

  const { token, uid, how } = await signIn();
  if (typeof token !== 'string' || !token) throw new SmokeFailure('sign-in returned no token');
  log(`signed in (${how}): user ${uid}`);

  const question = `Smoke check ${randomBytes(4).toString('hex')}: what is the NCC stair handrail height?`;
  const answer = expectStatus(
    'POST /api/chat/ask',
    await call('POST', '/api/chat/ask', { token, body: { question, client_request_id: randomUUID() } }),
    200,
  );
  if (!answer?.session_id || typeof answer.position !== 'number') {
    throw new SmokeFailure('POST /api/chat/ask: the answer has no session_id or position');
  }
  if (!answer.response?.technical) {
    throw new SmokeFailure('POST /api/chat/ask: the answer has no technical part');
  }
  log(`asked: conversation ${answer.session_id}, answer "${answer.title}" at position ${answer.position}`);

  const { listed, messages } = await waitForHistory(token, answer.position, answer.session_id, question);
  log(`history lists the conversation "${listed.title}"; it holds ${messages} messages`);
  log('PASSED');
}

main().then(
  () => process.exit(0),
  (error) => {
    const reason =
      error instanceof SmokeFailure ? error.message : `request to ${baseUrl}: ${reasonOf(error)}`;
    process.stderr.write(`smoke [${elapsed()}] FAILED: ${reason}\n`);
    process.exit(1);
  },
);
