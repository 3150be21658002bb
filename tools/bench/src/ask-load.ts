import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { nowMs, sleep } from './stats';
import { QUESTIONS as ALL_QUESTIONS } from './questions';

/** The three questions each client asks in one conversation. */
export const QUESTIONS = ALL_QUESTIONS.slice(0, 3);

/**
 * Connections kept open between requests, as a browser keeps them. node:http rather than fetch:
 * on this 2-core machine fetch (undici) spends about 0.5-1 ms of CPU per request, node:http about
 * 0.3 ms, and every CPU millisecond the load generator spends is taken from the API it measures.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A JSON POST as a client behind the proxy at `clientAddress` (the API runs with TRUST_PROXY=1,
 * as in docker compose, so each simulated user counts against the rate limits as its own address).
 * It accepts compressed answers, as a browser does, and decodes them.
 */
export function post(
  url: string,
  path: string,
  body: unknown,
  token: string | undefined,
  clientAddress: string,
): Promise<Record<string, unknown>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': 'br, gzip',
          'x-forwarded-for': clientAddress,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            const text = (
              encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
            ).toString('utf8');
            const json = JSON.parse(text) as Record<string, unknown>;
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300)
              reject(new Error(`${path} ${status} ${JSON.stringify(json).slice(0, 200)}`));
            else resolve(json);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
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
