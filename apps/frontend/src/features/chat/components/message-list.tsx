import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import {
  LOAD_EARLIER_FAILED_MESSAGE,
  type ChatMessage as ChatMessageModel,
  type EarlierMessages,
} from '../types';
import { offlineNoticeBefore } from '../utils/chat-messages';
import { ChatMessage, type RenderAnswerActions } from './chat-message';
import { OfflineAnswererNotice } from './offline-answerer-notice';

interface MessageListProps {
  messages: readonly ChatMessageModel[];
  /** Waiting for the first words of an answer. */
  thinking: boolean;
  /** An opened conversation's earlier pages: a button at the top fetches the next one. */
  earlier?: EarlierMessages;
  renderAnswerActions?: RenderAnswerActions;
}

/** Where the list stood after the last render: its first and last messages and its scroll. */
interface Shown {
  first: string | undefined;
  last: string | undefined;
  height: number;
  top: number;
}

/**
 * The conversation, kept scrolled to the newest message as answers arrive. Earlier messages put
 * above keep the reader where they were instead: the list is scrolled by the height they added.
 */
export function MessageList({ messages, thinking, earlier, renderAnswerActions }: MessageListProps) {
  const container = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const shown = useRef<Shown>({ first: undefined, last: undefined, height: 0, top: 0 });
  const loadedEarlier = useRef(false);
  const first = messages[0]?.id;
  const last = messages.at(-1);
  const noticeBefore = offlineNoticeBefore(messages);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const was = shown.current;
    const prepended = was.first !== undefined && was.first !== first && was.last === last?.id;
    element.scrollTop = prepended ? was.top + (element.scrollHeight - was.height) : element.scrollHeight;
    shown.current = { first, last: last?.id, height: element.scrollHeight, top: element.scrollTop };
  }, [first, last?.id, messages.length, thinking, last?.content]);

  // The button goes once the first message is reached; keyboard focus moves to the conversation.
  const available = earlier?.available ?? false;
  useEffect(() => {
    if (available || !loadedEarlier.current) return;
    loadedEarlier.current = false;
    log.current?.focus();
  }, [available]);

  const loadEarlier = () => {
    if (!earlier || earlier.loading) return;
    loadedEarlier.current = true;
    earlier.load();
  };

  return (
    <div
      ref={container}
      className="message-list"
      onScroll={(event) => {
        shown.current.top = event.currentTarget.scrollTop;
        shown.current.height = event.currentTarget.scrollHeight;
      }}
    >
      {earlier?.available && (
        <div className="message-list__earlier">
          {/* aria-disabled, not disabled, while loading: a disabled button would drop keyboard focus. */}
          <button
            type="button"
            className="button button--secondary button--small"
            aria-disabled={earlier.loading}
            onClick={loadEarlier}
          >
            {earlier.loading && <Spinner size="sm" />} Load earlier messages
          </button>
          {earlier.failed && !earlier.loading && (
            <p className="message-list__earlier-error" role="alert">
              {LOAD_EARLIER_FAILED_MESSAGE}
            </p>
          )}
        </div>
      )}
      {/* The log role sits on a wrapper: on the <ol> itself it would take away the list semantics. */}
      <div ref={log} role="log" aria-label="Conversation" tabIndex={-1}>
        <ol className="message-list__items">
          {messages.map((message) => (
            <Fragment key={message.id}>
              {message.id === noticeBefore && (
                <li className="message message--notice">
                  <OfflineAnswererNotice />
                </li>
              )}
              <ChatMessage message={message} renderAnswerActions={renderAnswerActions} />
            </Fragment>
          ))}
        </ol>
      </div>
      <div className="message-list__status" role="status">
        {earlier?.loading && <p className="visually-hidden">Loading earlier messages...</p>}
        {thinking && (
          <p className="message-list__thinking">
            <Spinner size="sm" /> Thinking...
          </p>
        )}
      </div>
    </div>
  );
}
