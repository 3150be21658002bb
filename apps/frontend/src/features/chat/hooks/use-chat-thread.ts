import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAskQuestion } from '../api/ask-question';
import { chatHistoryQueryKey } from '../api/get-chat-history';
import { useChatSessionLoader } from '../api/get-chat-session';
import { LOAD_CONVERSATION_FAILED_MESSAGE, NEW_THREAD_NOTICE, NEW_THREAD_NOTICE_MS, type ChatMessage } from '../types';
import { answerMessage, failedAskMessage, fromSessionMessage, systemMessage, userMessage } from '../utils/chat-messages';

interface UseChatThreadOptions {
  /** Runs after every ask, answered or not: the trial count may have changed either way. */
  onAskSettled?: () => void;
}

/**
 * The conversation on screen (spec section 4, Chat). Each thread (New, or an opened
 * conversation) gets a number; an answer or load that arrives after the user moved on to another
 * thread is dropped instead of landing in the wrong conversation.
 */
export function useChatThread({ onAskSettled }: UseChatThreadOptions = {}) {
  const queryClient = useQueryClient();
  const ask = useAskQuestion();
  const loadSession = useChatSessionLoader();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [thinking, setThinking] = useState(false);
  const [loadingConversation, setLoadingConversation] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const thread = useRef(0);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NEW_THREAD_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const beginThread = useCallback(() => {
    thread.current += 1;
    setThinking(false);
    setLoadingConversation(false);
    return thread.current;
  }, []);

  const send = async (text: string): Promise<void> => {
    const question = text.trim();
    if (!question || thinking) return;
    const current = thread.current;
    setMessages((previous) => [...previous, userMessage(question)]);
    setThinking(true);
    try {
      const answer = await ask.mutateAsync({ question, session_id: sessionId });
      if (current !== thread.current) return;
      setSessionId(answer.session_id);
      setMessages((previous) => [...previous, answerMessage(answer)]);
    } catch (error) {
      if (current === thread.current) setMessages((previous) => [...previous, failedAskMessage(error)]);
    } finally {
      if (current === thread.current) setThinking(false);
      // The API client now holds the ask's position, so these reads include it.
      void queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey });
      onAskSettled?.();
    }
  };

  const startNew = () => {
    beginThread();
    setMessages([]);
    setSessionId(null);
    setNotice(NEW_THREAD_NOTICE);
  };

  const openConversation = async (id: string): Promise<void> => {
    const current = beginThread();
    setNotice(null);
    setLoadingConversation(true);
    try {
      const conversation = await loadSession(id);
      if (current !== thread.current) return;
      setMessages(conversation.messages.map(fromSessionMessage));
      setSessionId(conversation.session_id);
    } catch {
      if (current === thread.current) setMessages((previous) => [...previous, systemMessage(LOAD_CONVERSATION_FAILED_MESSAGE)]);
    } finally {
      if (current === thread.current) setLoadingConversation(false);
    }
  };

  return { messages, sessionId, thinking, loadingConversation, notice, send, startNew, openConversation };
}
