import { startProduct } from '@buildmentor/test-harness';
import { nowMs, percentile, round, sleep } from './stats';

const QUESTIONS = [
  'What fire-rated door do I need in a Class 2 building?',
  'How do I size roof gutters to AS/NZS 3500.3?',
  'What is the NCC stair handrail height?',
];

/**
 * The ask path under load: `users` concurrent virtual users against the real API process (with
 * the projector running and the offline answerer). Each user signs up as a fresh trial user and
 * asks its 3 questions in one conversation, waiting `thinkTimeMs` after each answer, then starts
 * again as a new user, until time is up. With no think time every user always has a request in
 * flight (a saturation test); the load generator shares the machine's two cores.
 * The API runs as behind a proxy (TRUST_PROXY=1, as in docker compose) and each fresh user comes
 * from its own forwarded address, as real users do: the rate limits stay on, at their real values,
 * and count each user as the product would.
 */
export async function askLatency(
  users: number,
  seconds: number,
  thinkTimeMs = 0,
  warmupSeconds = 2,
  apiWorkers = 1,
) {
  const product = await startProduct({ STATIC_DIR: '', TRUST_PROXY: '1', API_WORKERS: String(apiWorkers) });
  try {
    const post = async (path: string, body: unknown, token: string | undefined, clientAddress: string) => {
      const response = await fetch(`${product.url}${path}`, {
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
    };
    const latencies: number[] = [];
    let errors = 0;
    let measuring = false;
    const deadline = nowMs() + (warmupSeconds + seconds) * 1000;
    setTimeout(() => (measuring = true), warmupSeconds * 1000).unref();
    const virtualUser = async (id: number) => {
      if (thinkTimeMs > 0) await sleep(Math.random() * thinkTimeMs);
      for (let round = 0; nowMs() < deadline; round++) {
        const clientAddress = `10.${id}.${Math.floor(round / 250)}.${(round % 250) + 1}`;
        const signIn = await post(
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
              '/api/chat/ask',
              { question, session_id: conversationId },
              signIn.token as string,
              clientAddress,
            );
            conversationId = answer.session_id as string;
            if (measuring) latencies.push(nowMs() - started);
          } catch {
            errors++;
          }
          // Think times vary (0.5x to 1.5x) so users do not stay in lock-step bursts.
          if (thinkTimeMs > 0) await sleep(thinkTimeMs * (0.5 + Math.random()));
        }
      }
    };
    await Promise.all(Array.from({ length: users }, (_, id) => virtualUser(id)));
    return {
      concurrentUsers: users,
      thinkTimeMs,
      seconds,
      asks: latencies.length,
      asksPerSecond: round(latencies.length / seconds, 1),
      errors,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      targetP95Ms: 50,
    };
  } finally {
    await product.stop();
  }
}
