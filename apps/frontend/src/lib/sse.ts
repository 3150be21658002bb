/** One Server-Sent Event: its `event:` name (default 'message') and its `data:` lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Parses an SSE body as it arrives, calling `onEvent` for each complete frame (a blank line ends
 * one). Frames may be split across chunks anywhere, even inside a multi-byte character.
 */
export async function readSseStream(
  response: Response,
  onEvent: (event: SseEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('The response has no body to stream');
  const decoder = new TextDecoder();
  let buffer = '';
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) return;
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      buffer = buffer.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const frame = parseFrame(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (frame) onEvent(frame);
        end = buffer.indexOf('\n\n');
      }
      if (done) {
        const last = parseFrame(buffer);
        if (last) onEvent(last);
        return;
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

function parseFrame(frame: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}
