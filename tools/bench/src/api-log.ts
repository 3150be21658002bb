import { textPdf } from '@buildmentor/knowledge/testing';
import { post } from './ask-load';
import { QUESTIONS } from './questions';
import { seededRandom } from './stats';

const COMMENTS = [
  'Clear, and the clause reference helped.',
  'Too general for a Class 2 building.',
  'Good, but it should mention the NZ Building Code too.',
];

/**
 * Writes a log through the HTTP API of a running product, as users would: `clients` concurrent
 * clients, each playing users one after another until the log holds `targetEvents` events (or
 * `maxSeconds` have passed: no new user starts after either). Each
 * user signs up (demo sign-up); 15% buy Pro on the demo checkout page (checkout, then Pay) and ask
 * 4-12 questions, the others ask 1-3 on their trial; a quarter of the asks start a new
 * conversation; 30% of the answers get feedback with a comment; 5% of users upload a small text
 * file or a one-page PDF (extracted by the API's worker). Every choice comes from a seeded
 * generator per client, so the mix is the same on every run (the interleaving is not).
 */
export async function writeApiLog(
  url: string,
  targetEvents: number,
  { clients = 50, seed = 19, maxSeconds = Infinity } = {},
) {
  const deadline = Date.now() + maxSeconds * 1000;
  const more = () => head < targetEvents && Date.now() < deadline;
  const counts = { users: 0, payments: 0, asks: 0, feedback: 0, uploads: 0, failedUsers: 0 };
  let head = 0;
  const user = async (random: () => number, address: string, email: string) => {
    const call = async (path: string, body: unknown, token?: string) => {
      const response = await post(url, path, body, token, address);
      if (typeof response.position === 'number') head = Math.max(head, response.position);
      return response;
    };
    const token = (await call('/api/auth/demo', { email, method: 'sign_up' })).token as string;
    counts.users++;
    const paid = random() < 0.15;
    if (paid) {
      const checkout = await call('/api/payment/checkout', { package_id: 'pro', origin_url: url }, token);
      await call(`/api/payment/demo/${String(checkout.session_id)}/pay`, {}, token);
      counts.payments++;
    }
    const asks = paid ? 4 + Math.floor(random() * 9) : 1 + Math.floor(random() * 3);
    let conversation: string | undefined;
    for (let i = 0; i < asks; i++) {
      if (random() < 0.25) conversation = undefined;
      const question = QUESTIONS[Math.floor(random() * QUESTIONS.length)];
      const answer = await call('/api/chat/ask', { question, session_id: conversation }, token);
      conversation = answer.session_id as string;
      counts.asks++;
      if (random() < 0.3) {
        const feedback = {
          message_id: `${String(answer.question_id)}:answer`,
          session_id: conversation,
          feedback_type: random() < 0.7 ? 'positive' : 'negative',
          comment: COMMENTS[Math.floor(random() * COMMENTS.length)],
        };
        await call('/api/chat/feedback', feedback, token);
        counts.feedback++;
      }
    }
    if (random() < 0.05) {
      const uploaded = await upload(url, token, address, random() < 0.5);
      head = Math.max(head, uploaded.position as number);
      counts.uploads++;
    }
  };
  const client = async (id: number) => {
    const random = seededRandom(seed * 1000 + id);
    for (let n = 0; more(); n++) {
      try {
        await user(
          random,
          `10.${100 + id}.${Math.floor(n / 250)}.${(n % 250) + 1}`,
          `log-${id}-${n}@example.com`,
        );
      } catch (error) {
        // A failed request ends that user; many failures end the run (the log would not be the API's).
        if (++counts.failedUsers > 20) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  return counts;
}

async function upload(url: string, token: string, address: string, pdf: boolean) {
  const text = `Site notes: ${QUESTIONS.join(' ')}`;
  const form = new FormData();
  form.append(
    'file',
    pdf
      ? new Blob([new Uint8Array(textPdf([text.slice(0, 300)]))], { type: 'application/pdf' })
      : new Blob([text], { type: 'text/plain' }),
    pdf ? 'site-notes.pdf' : 'site-notes.txt',
  );
  const response = await fetch(`${url}/api/knowledge/upload-personal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    body: form,
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`upload ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}
