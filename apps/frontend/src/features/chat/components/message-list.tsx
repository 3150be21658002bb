import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { ChatMessage as ChatMessageModel } from '../types';
import { ChatMessage, type RenderAnswerActions } from './chat-message';

interface MessageListProps {
  messages: readonly ChatMessageModel[];
  /** Waiting for the first words of an answer. */
  thinking: boolean;
  renderAnswerActions?: RenderAnswerActions;
}

/** The conversation, kept scrolled to the newest message as answers arrive. */
export function MessageList({ messages, thinking, renderAnswerActions }: MessageListProps) {
  const container = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  useEffect(() => {
    const element = container.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, thinking, last?.content]);

  return (
    <div ref={container} className="message-list">
      {/* The log role sits on a wrapper: on the <ol> itself it would take away the list semantics. */}
      <div role="log" aria-label="Conversation">
        <ol className="message-list__items">
          {messages.map((message) => (
            <ChatMessage key={message.id} message={message} renderAnswerActions={renderAnswerActions} />
          ))}
        </ol>
      </div>
      <div className="message-list__status" role="status">
        {thinking && (
          <p className="message-list__thinking">
            <Spinner size="sm" /> Thinking...
          </p>
        )}
      </div>
    </div>
  );
}
