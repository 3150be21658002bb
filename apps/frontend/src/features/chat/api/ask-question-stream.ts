import type { AskRequest, AskResponse, ProblemDetails } from '@buildmentor/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { readSseStream } from '../../../lib/sse';
import { askQuestion } from './ask-question';

export interface AskStreamHandlers {
  /** The question is recorded: its id and the conversation it belongs to. */
  onAccepted?(info: AcceptedAsk): void;
  /** The next piece of the technical answer, as it is generated. */
  onDelta?(text: string): void;
}

/** What the `accepted` event names: the recorded question and its conversation. */
export interface AcceptedAsk {
  question_id: string;
  session_id: string;
}

/** Thrown when the server's stream says the ask failed (its `error` event): a final answer, not retried. */
class StreamedProblem extends ApiError {}

/**
 * Waits before each attempt to resume a broken answer stream: the first at once, then longer, so
 * an API restarting (every instance stopping at once) has time to come back. About 15 s in all,
 * on top of the server's own wait for the answer.
 */
export const RESUME_DELAYS_MS = [0, 500, 1_000, 2_000, 4_000, 8_000] as const;

/** The problem code of an answer the asker stopped (409): what arrived is shown, marked stopped. */
export const ANSWER_STOPPED_CODE = 'ANSWER.STOPPED';

/**
 * POST /api/chat/session/{session_id}/questions/{question_id}/stop: ends the answer's model call
 * (recorded as stopped by the user). The caller aborts its stream afterwards in any case: if
 * another API instance produces the answer, that abort is what ends it there.
 */
export function stopAnswer(accepted: AcceptedAsk): Promise<{ stopped: boolean }> {
  const path = `/chat/session/${encodeURIComponent(accepted.session_id)}/questions/${encodeURIComponent(accepted.question_id)}/stop`;
  return api.post<{ stopped: boolean }>(path, {});
}

/**
 * POST /api/chat/ask/stream: the answer as Server-Sent Events (accepted, delta*, then answer or
 * error). A stream that breaks (an API instance stopped, a dropped connection, a proxy that
 * buffers) is not an error: once `accepted` has named the question, its outcome is awaited from
 * GET .../questions/{id}/stream on whichever instance answers (resumeAnswerStream); before that,
 * the ask is sent again as a plain POST /api/chat/ask with the same client_request_id, which
 * returns what was recorded instead of asking twice. The server ends an answer whose stream
 * closes, so the resumed outcome may be that it was stopped (409 ANSWER.STOPPED). The caller's
 * own abort (Stop) is never retried.
 */
export async function askQuestionStream(
  request: AskRequest,
  handlers: AskStreamHandlers = {},
  signal?: AbortSignal,
): Promise<AskResponse> {
  const heard: { accepted: AcceptedAsk | null; answer: AskResponse | null } = {
    accepted: null,
    answer: null,
  };
  try {
    const response = await api.postStream('/chat/ask/stream', request, { signal });
    await readSseStream(
      response,
      ({ event, data }) => {
        if (event === 'accepted') {
          heard.accepted = JSON.parse(data) as AcceptedAsk;
          handlers.onAccepted?.(heard.accepted);
        } else if (event === 'delta') handlers.onDelta?.((JSON.parse(data) as { text: string }).text);
        else if (event === 'answer') heard.answer = JSON.parse(data) as AskResponse;
        else if (event === 'error') throw streamedProblem(data);
      },
      signal,
    );
    if (heard.answer === null) throw new Error('The answer stream ended without an answer');
    return answered(heard.answer);
  } catch (error) {
    if (error instanceof StreamedProblem || signal?.aborted) throw error;
    if (heard.accepted) return resumeAnswerStream(heard.accepted, signal);
    return askQuestion(request);
  }
}

/**
 * GET /api/chat/session/{session_id}/questions/{question_id}/stream: the outcome of a question
 * already asked, from any API instance (it reads the recorded events): `answer` at once if there
 * is one, `error` if the question failed, else keep-alive comments until one is recorded. A stream
 * that ends with neither (that instance is stopping, the network dropped) or a server that cannot
 * be reached is tried again, RESUME_DELAYS_MS apart; a refusal (404, 401) is final.
 */
export async function resumeAnswerStream(accepted: AcceptedAsk, signal?: AbortSignal): Promise<AskResponse> {
  const path = `/chat/session/${encodeURIComponent(accepted.session_id)}/questions/${encodeURIComponent(accepted.question_id)}/stream`;
  let lastError: unknown = new Error('The answer stream ended without an answer');
  for (const delay of RESUME_DELAYS_MS) {
    await wait(delay, signal);
    try {
      const heard: { answer: AskResponse | null } = { answer: null };
      await readSseStream(
        await api.getStream(path, { signal }),
        ({ event, data }) => {
          if (event === 'answer') heard.answer = JSON.parse(data) as AskResponse;
          else if (event === 'error') throw streamedProblem(data);
        },
        signal,
      );
      if (heard.answer !== null) return answered(heard.answer);
      signal?.throwIfAborted();
    } catch (error) {
      if (error instanceof StreamedProblem || signal?.aborted || !worthRetrying(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

function answered(answer: AskResponse): AskResponse {
  api.notePosition(answer.position);
  return answer;
}

function streamedProblem(data: string): StreamedProblem {
  const problem = JSON.parse(data) as ProblemDetails;
  return new StreamedProblem(problem.status, problem.code, problem.detail, problem);
}

/** An unreachable or overloaded server may answer on the next try; a refusal will not change. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** Resolves after `ms` (at once for 0); rejects as soon as `signal` is aborted. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    if (ms === 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
