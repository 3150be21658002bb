import { nowMs, sleep } from './stats';
import { QUESTIONS as ALL_QUESTIONS } from './questions';

/** The three questions each client asks in one conversation. */
export const QUESTIONS = ALL_QUESTIONS.slice(0, 3);

/**
 * A JSON POST as a client behind the proxy at `clientAddress` (the API runs with TRUST_PROXY=1,
 * as in docker compose, so each simulated user counts against the rate limits as its own address).
 */
export async function post(
  url: string,
  path: string,
  body: unknown,
  token: string | undefined,
  clientAddress: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

export interface AskLoadResult {
  /** Latency of each ask answered inside the measured window (ms). */
  latencies: number[];
  errors: number;
  /** The measured window (epoch ms): after the warm-up, until the load stops. */
  measuredFrom: number;
  measuredUntil: number;
}

/**
 * The ask path under load against a running API: `users` concurrent virtual users, each signing
 * up as a fresh trial user and asking its 3 questions in one conversation, waiting `thinkTimeMs`
 * after each answer, then starting again as a new user, until time is up. With no think time
 * every user always has a request in flight (a saturation test); the load generator shares the
 * machine's cores with the API.
 */
export async function askLoad(
  url: string,
  { users, seconds, thinkTimeMs = 0, warmupSeconds = 2 }: AskLoadOptions,
): Promise<AskLoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const measuredFrom = nowMs() + warmupSeconds * 1000;
  const deadline = measuredFrom + seconds * 1000;
  const virtualUser = async (id: number) => {
    if (thinkTimeMs > 0) await sleep(Math.random() * thinkTimeMs);
    for (let round = 0; nowMs() < deadline; round++) {
      const clientAddress = `10.${id}.${Math.floor(round / 250)}.${(round % 250) + 1}`;
      const signIn = await post(
        url,
        '/api/auth/demo',
        { email: `bench-${id}-${round}@example.com`, method: 'sign_up' },
        undefined,
        clientAddress,
      );
      let conversationId: string | undefined;
      for (const question of QUESTIONS) {
        if (nowMs() >= deadline) return;
        const started = nowMs();
        try {
          const answer = await post(
            url,
            '/api/chat/ask',
            { question, session_id: conversationId },
            signIn.token as string,
            clientAddress,
          );
          conversationId = answer.session_id as string;
          if (started >= measuredFrom) latencies.push(nowMs() - started);
        } catch {
          errors++;
        }
        // Think times vary (0.5x to 1.5x) so users do not stay in lock-step bursts.
        if (thinkTimeMs > 0) await sleep(thinkTimeMs * (0.5 + Math.random()));
      }
    }
  };
  await Promise.all(Array.from({ length: users }, (_, id) => virtualUser(id)));
  return { latencies, errors, measuredFrom, measuredUntil: deadline };
}

export interface AskLoadOptions {
  users: number;
  seconds: number;
  thinkTimeMs?: number;
  warmupSeconds?: number;
}
