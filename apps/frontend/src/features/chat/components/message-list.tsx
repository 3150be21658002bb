import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { ChatMessage as ChatMessageModel } from '../types';
import { ChatMessage } from './chat-message';

interface MessageListProps {
  messages: readonly ChatMessageModel[];
  thinking: boolean;
}

/** The conversation, kept scrolled to the newest message as answers arrive. */
export function MessageList({ messages, thinking }: MessageListProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, thinking]);

  return (
    <div ref={container} className="message-list">
      <ol className="message-list__items" role="log" aria-label="Conversation">
        {messages.map((message) => (
          <ChatMessage key={message.id} message={message} />
        ))}
      </ol>
      {thinking && (
        <p className="message-list__thinking" role="status">
          <Spinner size="sm" /> Thinking...
        </p>
      )}
    </div>
  );
}
