import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../config/product';
import type { ChatMessage as ChatMessageModel } from '../types';
import { AnswerCard } from '../../../components/answer/answer-card';
import { AnswerCards } from '../../../components/answer/answer-cards';
import { MarkdownText } from '../../../components/answer/markdown-text';
import { CopyAnswer } from './copy-answer';
import { renderDocumentSources } from './document-sources';

/** What the route adds under a finished answer (feedback, contribution), from other features. */
export type RenderAnswerActions = (message: { id: string }) => ReactNode;

interface ChatMessageProps {
  message: ChatMessageModel;
  renderAnswerActions?: RenderAnswerActions;
}

/** One message: the user's question, an answer as cards (streaming or final), or a plain AI or system note. */
export function ChatMessage({ message, renderAnswerActions }: ChatMessageProps) {
  if (message.type === 'system') {
    return (
      <li className="message message--system">
        <p>{message.content}</p>
      </li>
    );
  }

  const fromUser = message.type === 'user';
  let body: ReactNode;
  if (message.type === 'ai' && message.streaming) {
    body = (
      <div className="answer answer--streaming">
        <AnswerCard kind="technical" content={message.content} streaming />
      </div>
    );
  } else if (message.type === 'ai' && message.answer !== null) {
    body = (
      <>
        <AnswerCards answer={message.answer} renderSources={renderDocumentSources} />
        <CopyAnswer answer={message.answer} />
        {renderAnswerActions?.({ id: message.id })}
      </>
    );
  } else {
    body = (
      <div className="message__bubble">
        <MarkdownText text={message.content} />
      </div>
    );
  }

  return (
    <li className={`message message--${message.type}`}>
      <p className="visually-hidden">{fromUser ? 'You asked:' : `${PRODUCT_NAME} answered:`}</p>
      {body}
    </li>
  );
}
