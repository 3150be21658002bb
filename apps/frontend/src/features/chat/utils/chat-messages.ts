import type { AskResponse, SessionMessage } from '@buildmentor/contracts';
import { ApiError } from '../../../lib/api-client';
import { ASK_FAILED_MESSAGE, type ChatMessage } from '../types';

let localIds = 0;
/** Ids for messages the browser creates before (or without) a server record. */
function localId(prefix: string): string {
  localIds += 1;
  return `${prefix}-${localIds}`;
}

export function userMessage(content: string): ChatMessage {
  return { id: localId('user'), type: 'user', content, timestamp: new Date().toISOString() };
}

export function systemMessage(content: string): ChatMessage {
  return { id: localId('system'), type: 'system', content, timestamp: new Date().toISOString() };
}

/**
 * An answer as the chat shows it. Its id is the one the saved conversation gives the same message
 * (`<question_id>:answer`), so feedback on a fresh answer and on a reloaded one are the same.
 */
export function answerMessage(answer: AskResponse): ChatMessage {
  const { question_id, answer_id: _a, position: _p, generator, ...v2 } = answer;
  return {
    id: `${question_id}:answer`,
    type: 'ai',
    content: v2.response.technical,
    timestamp: new Date().toISOString(),
    answer: v2,
    generator,
  };
}

/** The answer being streamed, before the full answer replaces it. */
export function streamingMessage(id: string, content: string): ChatMessage {
  return { id, type: 'ai', content, timestamp: new Date().toISOString(), answer: null, streaming: true };
}

export function newLocalId(prefix: string): string {
  return localId(prefix);
}

/** The 402 of an exhausted trial carries the text to show; any other failure gets the apology. */
export function failedAskMessage(error: unknown): ChatMessage {
  const content =
    error instanceof ApiError && (error.status === 402 || error.status === 429)
      ? error.detail
      : ASK_FAILED_MESSAGE;
  return { id: localId('error'), type: 'ai', content, timestamp: new Date().toISOString(), answer: null };
}

/** A saved conversation's messages as the chat shows them. */
export function fromSessionMessage(message: SessionMessage): ChatMessage {
  if (message.role === 'user') {
    return { id: message.id, type: 'user', content: message.content, timestamp: message.timestamp };
  }
  const answer = message.v2Response as unknown;
  // A stored answer that is not an object is kept as it is, so the renderer shows its Schema Error.
  const technical =
    typeof answer === 'object' && answer !== null ? message.v2Response?.response?.technical : undefined;
  const content = technical ?? (message.content || ASK_FAILED_MESSAGE);
  return {
    id: message.id,
    type: 'ai',
    content,
    timestamp: message.timestamp,
    answer: message.v2Response,
    generator: message.generator,
  };
}

/**
 * The answer the offline-answerer notice goes above (once per conversation): the first answer
 * shown, when any answer shown was written by the offline answerer; otherwise none.
 */
export function offlineNoticeBefore(messages: readonly ChatMessage[]): string | null {
  const answers = messages.filter((message) => message.type === 'ai' && message.answer !== null);
  const offline = answers.some((message) => message.type === 'ai' && message.generator === 'offline');
  return offline ? (answers[0]?.id ?? null) : null;
}

/**
 * A conversation's latest page, read again, merged into what is shown: a message it holds
 * replaces the one shown (a question now answered), a new one follows the rest. Messages the
 * page no longer reaches stay. (The re-read waits for the one answer still being written, so the
 * page always overlaps what is shown.)
 */
export function mergeLatestPage(shown: readonly ChatMessage[], page: readonly ChatMessage[]): ChatMessage[] {
  const fresh = new Map(page.map((message) => [message.id, message]));
  const known = new Set(shown.map((message) => message.id));
  return [
    ...shown.map((message) => fresh.get(message.id) ?? message),
    ...page.filter((message) => !known.has(message.id)),
  ];
}

/** What a stopped answer adds after the text that arrived before the stop. */
export const STOPPED_LABEL = 'Stopped';

/** An answer stopped before it finished: the text that arrived, then "Stopped". */
export function stoppedMessage(
  id: string,
  delivered: string,
  timestamp = new Date().toISOString(),
): ChatMessage {
  const content = delivered.trim() ? `${delivered}\n\n${STOPPED_LABEL}` : STOPPED_LABEL;
  return { id, type: 'ai', content, timestamp, answer: null };
}
