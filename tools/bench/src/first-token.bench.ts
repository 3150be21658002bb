import { startProduct } from '@buildmentor/test-harness';
import { nowMs, percentile } from './stats';

/**
 * Time to first streamed token: from sending POST /api/chat/ask/stream to receiving the first
 * `delta` event, with the offline answerer, measured `samples` times one after another.
 */
export async function firstTokenLatency(samples: number) {
  const product = await startProduct({ STATIC_DIR: '' });
  try {
    const signIn = (await (
      await fetch(`${product.url}/api/auth/demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_type: 'pro' }),
      })
    ).json()) as { token: string };
    const timings: number[] = [];
    const totals: number[] = [];
    for (let i = 0; i < samples + 5; i++) {
      const started = nowMs();
      const response = await fetch(`${product.url}/api/chat/ask/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${signIn.token}` },
        body: JSON.stringify({ question: 'What fire-rated door do I need in a Class 2 building?' }),
      });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let first: number | null = null;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (first === null && text.includes('event: delta')) first = nowMs() - started;
      }
      if (first === null) throw new Error(`no delta received: ${text.slice(0, 200)}`);
      // The first few runs warm up the process; they are not counted.
      if (i >= 5) {
        timings.push(first);
        totals.push(nowMs() - started);
      }
    }
    return {
      samples,
      answerer: 'offline',
      firstTokenP50Ms: percentile(timings, 50),
      firstTokenP95Ms: percentile(timings, 95),
      completeAnswerP50Ms: percentile(totals, 50),
    };
  } finally {
    await product.stop();
  }
}
