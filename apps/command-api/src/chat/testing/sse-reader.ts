import { type SseEvent } from './ask-endpoints';

/**
 * A fetch-based SSE reader on a real socket (supertest buffers whole bodies): the events as they
 * arrive, and whether the stream has ended.
 */
export async function openStream(url: string, init: RequestInit) {
  const controller = new AbortController();
  const response = await fetch(url, { ...init, signal: controller.signal });
  const events: SseEvent[] = [];
  let ended = false;
  let buffer = '';
  const reading = (async () => {
    if (!response.ok) {
      ended = true;
      return;
    }
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (data !== undefined)
          events.push({ event: /^event: (.*)$/m.exec(frame)?.[1] ?? 'message', data: JSON.parse(data) });
        end = buffer.indexOf('\n\n');
      }
    }
    ended = true;
  })();
  return {
    response,
    events,
    /** Drops the connection, as a network failure would. */
    drop: () => controller.abort(),
    ended: () => ended,
    finished: reading,
    until: async (event: string, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!events.some((e) => e.event === event)) {
        if (ended || Date.now() > deadline) throw new Error(`no ${event} event: ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return events.find((e) => e.event === event)!;
    },
  };
}
