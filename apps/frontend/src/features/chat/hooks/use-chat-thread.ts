import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionMessage, SessionResponse } from '@buildmentor/contracts';
import { ApiError } from '../../../lib/api-client';
import { newRequestId } from '../../../lib/request-id';
import {
  type AcceptedAsk,
  ANSWER_STOPPED_CODE,
  askQuestionStream,
  stopAnswer,
} from '../api/ask-question-stream';
import { chatHistoryQueryKey } from '../api/get-chat-history';
import { earlierMessagesQueryKey, useChatSessionLoader, useEarlierMessages } from '../api/get-chat-session';
import {
  LOAD_CONVERSATION_FAILED_MESSAGE,
  NEW_THREAD_EVENT,
  NEW_THREAD_NOTICE,
  NEW_THREAD_NOTICE_MS,
  SESSION_ID_STORAGE_KEY,
  type ChatMessage,
  type EarlierMessages,
} from '../types';
import {
  answerMessage,
  failedAskMessage,
  fromSessionMessage,
  mergeLatestPage,
  newLocalId,
  stoppedMessage,
  streamingMessage,
  systemMessage,
  userMessage,
} from '../utils/chat-messages';

interface UseChatThreadOptions {
  /** Runs after every ask, answered or not: the trial count may have changed either way. */
  onAskSettled?: () => void;
}

/** How often, and how many times, an opened conversation with an answer still being written is re-read. */
export const PENDING_ANSWER_POLL_MS = 2000;
const PENDING_ANSWER_POLLS = 45;

/** The conversation's last question has no answer yet: it is still being generated on the server. */
function awaitsAnswer(conversation: SessionResponse): boolean {
  const last = conversation.messages.at(-1);
  return last?.role === 'user' && last.status === 'asked';
}

/** How long Stop waits for the server to take it before aborting the stream itself. */
const STOP_REQUEST_WAIT_MS = 2000;

/** A saved message as the chat shows it; a stopped answer keeps what arrived, marked stopped. */
function fromSaved(message: SessionMessage): ChatMessage {
  return message.status === 'stopped'
    ? stoppedMessage(message.id, message.content, message.timestamp)
    : fromSessionMessage(message);
}

/** The ask ended because its answer was stopped: by this user's Stop, or by the server (409). */
function wasStopped(error: unknown, controller: AbortController): boolean {
  return controller.signal.aborted || (error instanceof ApiError && error.code === ANSWER_STOPPED_CODE);
}

function rememberSession(id: string | null): void {
  try {
    if (id) window.sessionStorage.setItem(SESSION_ID_STORAGE_KEY, id);
    else window.sessionStorage.removeItem(SESSION_ID_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); telemetry then says 'anonymous'.
  }
}

/**
 * The conversation on screen (spec section 4, Chat). Each thread (New, or an opened
 * conversation) gets a number; an answer or load that arrives after the user moved on to another
 * thread is dropped instead of landing in the wrong conversation. Leaving a thread also stops
 * reading its answer stream, and the server then ends that answer (recorded as stopped, with
 * what had arrived). `stop` is the Stop button: it asks the server to end the answer, then
 * aborts the stream; what arrived stays on screen, marked "Stopped", and nothing is retried.
 *
 * An opened conversation shows its latest page; `earlier` fetches the pages before it, one at a
 * time, from the cursor that page gave (TanStack Query holds them, keyed by that cursor).
 */
export function useChatThread({ onAskSettled }: UseChatThreadOptions = {}) {
  const queryClient = useQueryClient();
  const loadSession = useChatSessionLoader();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [conversationId, setConversationIdState] = useState<string | null>(null);
  /** Where the opened conversation's earlier pages start (its latest page's next_before). */
  const [earlierCursor, setEarlierCursor] = useState<string | null>(null);
  const [thinking, setThinking] = useState(false);
  const [loadingConversation, setLoadingConversation] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const thread = useRef(0);
  const stream = useRef<AbortController | null>(null);
  /** The question the current ask recorded (from `accepted`), for the Stop request. */
  const accepted = useRef<AcceptedAsk | null>(null);

  const setConversationId = useCallback((id: string | null) => {
    setConversationIdState(id);
    rememberSession(id);
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NEW_THREAD_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  // Unmounting (another screen, signing out) stops listening, and so the answer.
  useEffect(() => () => stream.current?.abort(), []);

  const beginThread = useCallback(() => {
    thread.current += 1;
    stream.current?.abort();
    stream.current = null;
    setThinking(false);
    setLoadingConversation(false);
    return thread.current;
  }, []);

  const send = async (text: string, { enhanced = false }: { enhanced?: boolean } = {}): Promise<void> => {
    const question = text.trim();
    if (!question || thinking) return;
    const current = thread.current;
    const isCurrent = () => current === thread.current;
    const controller = new AbortController();
    stream.current = controller;
    accepted.current = null;
    const pendingId = newLocalId('streaming');
    let streamed = '';
    setMessages((previous) => [...previous, userMessage(question)]);
    setThinking(true);
    try {
      const answer = await askQuestionStream(
        {
          question,
          session_id: conversationId,
          client_request_id: newRequestId(),
          ...(enhanced ? { enhanced: true } : {}),
        },
        {
          onAccepted: (info) => {
            if (!isCurrent()) return;
            accepted.current = info;
            setConversationId(info.session_id);
          },
          onDelta: (piece) => {
            if (!isCurrent()) return;
            streamed += piece;
            const live = streamingMessage(pendingId, streamed);
            setMessages((previous) =>
              previous.some((message) => message.id === pendingId)
                ? previous.map((message) => (message.id === pendingId ? live : message))
                : [...previous, live],
            );
          },
        },
        controller.signal,
      );
      if (!isCurrent()) return;
      setConversationId(answer.session_id);
      setMessages((previous) => [
        ...previous.filter((message) => message.id !== pendingId),
        answerMessage(answer),
      ]);
    } catch (error) {
      if (isCurrent())
        setMessages((previous) => [
          ...previous.filter((message) => message.id !== pendingId),
          wasStopped(error, controller) ? stoppedMessage(pendingId, streamed) : failedAskMessage(error),
        ]);
    } finally {
      if (isCurrent()) {
        setThinking(false);
        stream.current = null;
        accepted.current = null;
      }
      // The API client now holds the ask's position, so these reads include it.
      void queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey });
      onAskSettled?.();
    }
  };

  /**
   * The Stop button: the server is asked to end the answer (recorded as stopped by the user),
   * then the stream is aborted, which ends it on whichever instance produces it.
   */
  const stop = async (): Promise<void> => {
    const controller = stream.current;
    if (!controller) return;
    const question = accepted.current;
    // A slow or unreachable server must not hold the Stop back: the abort below ends it anyway.
    if (question)
      await Promise.race([
        stopAnswer(question).catch(() => undefined),
        new Promise((resolve) => window.setTimeout(resolve, STOP_REQUEST_WAIT_MS)),
      ]);
    controller.abort();
  };

  const startNew = () => {
    beginThread();
    setMessages([]);
    setConversationId(null);
    setEarlierCursor(null);
    setNotice(NEW_THREAD_NOTICE);
    window.dispatchEvent(new Event(NEW_THREAD_EVENT));
  };

  const openConversation = async (id: string): Promise<void> => {
    const current = beginThread();
    const isCurrent = () => current === thread.current;
    setNotice(null);
    setLoadingConversation(true);
    // Opening shows the latest page only, not earlier pages read the last time it was open.
    queryClient.removeQueries({ queryKey: earlierMessagesQueryKey(id) });
    try {
      let conversation = await loadSession(id);
      if (!isCurrent()) return;
      setMessages(conversation.messages.map(fromSaved));
      setConversationId(conversation.session_id);
      setEarlierCursor(conversation.next_before);
      setLoadingConversation(false);
      // An answer still being generated (the user left or reloaded mid-answer): wait for it.
      for (let poll = 0; awaitsAnswer(conversation) && poll < PENDING_ANSWER_POLLS; poll += 1) {
        setThinking(true);
        await new Promise((resolve) => window.setTimeout(resolve, PENDING_ANSWER_POLL_MS));
        if (!isCurrent()) return;
        conversation = await loadSession(id);
        if (!isCurrent()) return;
        // Merged, not replaced: the re-read latest page may no longer reach back to where the
        // earlier pages start, and what it drops must stay on screen.
        const page = conversation.messages.map(fromSaved);
        setMessages((previous) => mergeLatestPage(previous, page));
      }
      setThinking(false);
    } catch {
      if (isCurrent()) {
        setThinking(false);
        setMessages((previous) => [...previous, systemMessage(LOAD_CONVERSATION_FAILED_MESSAGE)]);
      }
    } finally {
      if (isCurrent()) setLoadingConversation(false);
    }
  };

  const earlierPages = useEarlierMessages(conversationId, earlierCursor);
  const { data, hasNextPage, isFetching, isError, fetchNextPage } = earlierPages;
  // Pages come newest first; the thread reads oldest first.
  const earlierMessages = useMemo(
    () => [...(data?.pages ?? [])].reverse().flatMap((page) => page.messages.map(fromSaved)),
    [data],
  );
  const earlier: EarlierMessages = {
    available: data ? hasNextPage : earlierCursor !== null,
    loading: isFetching,
    failed: isError,
    load: () => {
      if (!isFetching) void fetchNextPage();
    },
  };

  const streaming = messages.some((message) => message.type === 'ai' && message.streaming === true);
  return {
    messages: earlierMessages.length > 0 ? [...earlierMessages, ...messages] : messages,
    earlier,
    conversationId,
    thinking,
    streaming,
    loadingConversation,
    notice,
    send,
    stop,
    startNew,
    openConversation,
  };
}
