import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { newRequestId } from '../../../lib/request-id';
import { chatHistoryQueryKey } from '../api/get-chat-history';
import { regenerateAnswerStream } from '../api/regenerate-answer-stream';
import { ASK_FAILED_MESSAGE, type ChatMessage } from '../types';
import { answerMessage, failedAskMessage, stoppedMessage, streamingMessage } from '../utils/chat-messages';

interface UseRegenerateAnswerOptions {
  conversationId: string | null;
  /** Runs after every regeneration, answered or not: it is a question, so the count may change. */
  onSettled?: () => void;
}

/** Why a regeneration was refused; `upgrade` when it was the quota (402: the spec's upgrade message). */
export interface RegenerateRefusal {
  message: string;
  upgrade: boolean;
}

/** An answer's message id is `<question_id>:answer` (see answerMessage): the question it answers. */
export const questionIdOf = (answerMessageId: string) => answerMessageId.replace(/:answer$/, '');

/**
 * Regenerate: the conversation's last answer asked again and streamed in its place. The thread's
 * messages are not touched: what a regeneration replaced is kept here, by the id of the answer on
 * the thread, and `apply` shows the replacement instead (a streaming answer, then the new one).
 * On a refusal before anything was recorded (402, 409...) the old answer stays and `error` says
 * why; a regeneration that failed after it was recorded shows the failure in the answer's place,
 * as the server then does.
 */
export function useRegenerateAnswer({ conversationId, onSettled }: UseRegenerateAnswerOptions) {
  const queryClient = useQueryClient();
  const [replacements, setReplacements] = useState<ReadonlyMap<string, ChatMessage>>(new Map());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<RegenerateRefusal | null>(null);
  const stream = useRef<AbortController | null>(null);
  // Set by Stop: the abort is the user's, so the regeneration shows as stopped, not undone.
  const stoppedByUser = useRef(false);

  // Another conversation (or none) on screen: stop listening; the server still records the answer.
  useEffect(() => {
    setError(null);
    setBusy(false);
    return () => {
      stream.current?.abort();
      stream.current = null;
    };
  }, [conversationId]);

  const regenerate = async (answerId: string): Promise<void> => {
    if (busy || !conversationId) return;
    // The thread knows the first answer's id; a regenerated one is shown in its place.
    const slot = [...replacements].find(([, shown]) => shown.id === answerId)?.[0] ?? answerId;
    const replace = (message: ChatMessage | null) =>
      setReplacements((previous) => {
        const next = new Map(previous);
        if (message) next.set(slot, message);
        else next.delete(slot);
        return next;
      });
    const before = replacements.get(slot) ?? null;
    const controller = new AbortController();
    stream.current = controller;
    stoppedByUser.current = false;
    const pendingId = `${answerId}:regenerating`;
    let streamed = '';
    let accepted = false;
    setBusy(true);
    setError(null);
    replace(streamingMessage(pendingId, ''));
    try {
      const answer = await regenerateAnswerStream(
        conversationId,
        { question_id: questionIdOf(answerId), client_request_id: newRequestId() },
        {
          onAccepted: () => (accepted = true),
          onDelta: (piece) => {
            streamed += piece;
            replace(streamingMessage(pendingId, streamed));
          },
        },
        controller.signal,
      );
      replace(answerMessage(answer));
    } catch (failure) {
      // Left for another conversation: put back what was shown. (Had it been accepted, the server
      // records the new answer, and a reopened conversation lists it under its own ids.)
      // Stopped by the user: the server records what arrived as a stopped answer, shown so here.
      if (controller.signal.aborted && stoppedByUser.current) replace(stoppedMessage(pendingId, streamed));
      else if (controller.signal.aborted) replace(before);
      else if (accepted) replace(failedAskMessage(failure));
      else {
        replace(before);
        setError(refusalOf(failure));
      }
    } finally {
      if (stream.current === controller) {
        stream.current = null;
        setBusy(false);
      }
      // The API client now holds the new position, so these reads include the regeneration.
      void queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey });
      onSettled?.();
    }
  };

  const apply = useCallback(
    (messages: readonly ChatMessage[]): readonly ChatMessage[] =>
      replacements.size === 0 ? messages : messages.map((message) => replacements.get(message.id) ?? message),
    [replacements],
  );

  /** The Stop button while a regeneration streams: ending the stream ends the answer on the server. */
  const stop = useCallback(() => {
    if (!stream.current) return;
    stoppedByUser.current = true;
    stream.current.abort();
  }, []);

  return { regenerate, apply, busy, error, stop };
}

function refusalOf(failure: unknown): RegenerateRefusal {
  if (!(failure instanceof ApiError) || failure.status === 0 || failure.status >= 500)
    return { message: ASK_FAILED_MESSAGE, upgrade: false };
  return { message: failure.detail, upgrade: failure.status === 402 };
}
