import { PRODUCT_NAME } from '../../../config/product';
import type { ChatMessage as ChatMessageModel } from '../types';
import { AnswerCards } from './answer-cards';
import { RichText } from './rich-text';

/** One message: the user's question, an answer as cards, or a plain AI or system note. */
export function ChatMessage({ message }: { message: ChatMessageModel }) {
  if (message.type === 'system') {
    return (
      <li className="message message--system">
        <p>{message.content}</p>
      </li>
    );
  }

  const fromUser = message.type === 'user';
  return (
    <li className={`message message--${message.type}`}>
      <p className="visually-hidden">{fromUser ? 'You asked:' : `${PRODUCT_NAME} answered:`}</p>
      {message.type === 'ai' && message.answer ? (
        <AnswerCards answer={message.answer} />
      ) : (
        <div className="message__bubble">
          <RichText text={message.content} />
        </div>
      )}
    </li>
  );
}
