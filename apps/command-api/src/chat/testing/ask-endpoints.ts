import { type TestApp } from '../../testing/test-app';

export type AskEndpoint = '/api/chat/ask' | '/api/chat/ask/stream';
export const ASK_ENDPOINTS: readonly AskEndpoint[] = ['/api/chat/ask', '/api/chat/ask/stream'];

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Parses a text/event-stream body into its events. */
export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>,
    }));
}

/**
 * One ask over either endpoint, as the outcome a client sees: the status (for the stream, the
 * final `error` event's problem status, or 200 with an `answer` event) and the answer or problem.
 */
export async function askOver(
  t: TestApp,
  endpoint: AskEndpoint,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers and problems alike
): Promise<{ status: number; body: Record<string, any> }> {
  const request = t.http
    .post(endpoint)
    .set({ Authorization: `Bearer ${token}`, ...headers })
    .send(body);
  if (endpoint === '/api/chat/ask') {
    const response = await request;
    return { status: response.status, body: response.body };
  }
  const response = await request.buffer(true).parse((res, done) => {
    let text = '';
    res.on('data', (chunk: Buffer) => (text += chunk.toString()));
    res.on('end', () => done(null, text));
  });
  if (response.status !== 200) return { status: response.status, body: JSON.parse(response.body as string) };
  const last = parseSse(response.body as string).at(-1);
  if (last?.event === 'answer') return { status: 200, body: last.data };
  if (last?.event === 'error') return { status: last.data.status as number, body: last.data };
  throw new Error(`The stream ended without an answer or error: ${String(response.body)}`);
}
