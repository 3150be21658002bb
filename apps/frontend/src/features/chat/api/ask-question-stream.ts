import type { AskRequest, AskResponse, ProblemDetails } from '@buildmentor/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { readSseStream } from '../../../lib/sse';
import { askQuestion } from './ask-question';

export interface AskStreamHandlers {
  /** The question is recorded: its id and the conversation it belongs to. */
  onAccepted?(info: { question_id: string; session_id: string }): void;
  /** The next piece of the technical answer, as it is generated. */
  onDelta?(text: string): void;
}

/** Thrown when the server's stream says the ask failed (its `error` event): a final answer, not retried. */
class StreamedProblem extends ApiError {}

/**
 * POST /api/chat/ask/stream: the answer as Server-Sent Events (accepted, delta*, then answer or
 * error). The server records the answer whether or not anyone is still listening, so a stream
 * that breaks (a proxy that buffers, a dropped connection) is retried once as a plain
 * POST /api/chat/ask with the same client_request_id, which returns what was recorded instead
 * of asking twice.
 */
export async function askQuestionStream(
  request: AskRequest,
  handlers: AskStreamHandlers = {},
  signal?: AbortSignal,
): Promise<AskResponse> {
  try {
    const response = await api.postStream('/chat/ask/stream', request, { signal });
    let answer: AskResponse | null = null;
    await readSseStream(
      response,
      ({ event, data }) => {
        if (event === 'accepted')
          handlers.onAccepted?.(JSON.parse(data) as { question_id: string; session_id: string });
        else if (event === 'delta') handlers.onDelta?.((JSON.parse(data) as { text: string }).text);
        else if (event === 'answer') answer = JSON.parse(data) as AskResponse;
        else if (event === 'error') {
          const problem = JSON.parse(data) as ProblemDetails;
          throw new StreamedProblem(problem.status, problem.code, problem.detail, problem);
        }
      },
      signal,
    );
    if (answer === null) throw new Error('The answer stream ended without an answer');
    const done: AskResponse = answer;
    api.notePosition(done.position);
    return done;
  } catch (error) {
    if (error instanceof StreamedProblem || signal?.aborted) throw error;
    return askQuestion(request);
  }
}
