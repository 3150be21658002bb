import type { AskResponse, ProblemDetails, RegenerateRequest } from '@buildmentor/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { readSseStream } from '../../../lib/sse';
import { type AcceptedAsk, type AskStreamHandlers, resumeAnswerStream } from './ask-question-stream';

/** The server's `error` event: its final word on the regeneration, never retried. */
class RegenerationRefused extends ApiError {}

const sessionPath = (sessionId: string) => `/chat/session/${encodeURIComponent(sessionId)}/regenerate`;

/**
 * POST /api/chat/session/{id}/regenerate/stream: the conversation's last question asked again,
 * heard as an ask is (accepted, delta*, then answer or error). A stream that breaks is handled as
 * askQuestionStream handles it: after `accepted` the answer is awaited from the question's own
 * stream; before it, the regeneration is sent again as a plain POST with the same
 * client_request_id, which returns what was recorded instead of charging twice.
 */
export async function regenerateAnswerStream(
  sessionId: string,
  request: RegenerateRequest,
  handlers: AskStreamHandlers = {},
  signal?: AbortSignal,
): Promise<AskResponse> {
  // Fields of one object, not two variables: the callback sets them, which narrowing cannot see.
  const heard: { accepted: AcceptedAsk | null; answer: AskResponse | null } = {
    accepted: null,
    answer: null,
  };
  try {
    const response = await api.postStream(`${sessionPath(sessionId)}/stream`, request, { signal });
    await readSseStream(
      response,
      ({ event, data }) => {
        if (event === 'accepted') {
          heard.accepted = JSON.parse(data) as AcceptedAsk;
          handlers.onAccepted?.(heard.accepted);
        } else if (event === 'delta') handlers.onDelta?.((JSON.parse(data) as { text: string }).text);
        else if (event === 'answer') heard.answer = JSON.parse(data) as AskResponse;
        else if (event === 'error') {
          const problem = JSON.parse(data) as ProblemDetails;
          throw new RegenerationRefused(problem.status, problem.code, problem.detail, problem);
        }
      },
      signal,
    );
    if (heard.answer === null) throw new Error('The answer stream ended without an answer');
    api.notePosition(heard.answer.position);
    return heard.answer;
  } catch (error) {
    // A refusal (402, 409, ...) is final, as is the caller leaving; only a broken stream is retried.
    if (error instanceof RegenerationRefused || isRefusal(error) || signal?.aborted) throw error;
    if (heard.accepted) return resumeAnswerStream(heard.accepted, signal);
    return api.post<AskResponse>(sessionPath(sessionId), request);
  }
}

/** A status the same request would get again (402, 404, 409, 429...), unlike no response or a 5xx. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status > 0 && error.status < 500;
}
