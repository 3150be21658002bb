import { Link } from 'react-router-dom';
import type { SharedConversationResponse } from '@buildmentor/contracts';
import { AnswerCards } from '../../../components/answer/answer-cards';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { isNotFound, useSharedConversation } from '../api/get-shared-conversation';

const sharedOn = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long' });

/**
 * /share/:token: a conversation someone shared, read-only, for anyone with the link: a header that
 * says so, the questions and the answer cards (the chat's own renderer: Markdown, tables with Copy
 * and Export CSV, each piece once), and a way to sign up. Its sources have no document ids, so
 * the plain list shows them: a web source links out, a document is its title and page. A revoked or unknown link
 * shows a not-found state, a failed load a retry.
 */
export function SharedConversationView({ token }: { token: string }) {
  const shared = useSharedConversation(token);
  return (
    <div className="shared-conversation">
      <div className="shared-conversation__banner">
        <p className="shared-conversation__label">Shared conversation (read-only)</p>
        <p className="shared-conversation__signup">
          Shared from {PRODUCT_NAME}, the AI mentor for construction professionals.{' '}
          <Link to={paths.auth.path}>Sign up to ask your own questions</Link>
        </p>
      </div>
      {shared.isPending ? (
        <p role="status" className="shared-conversation__note">
          Loading the shared conversation...
        </p>
      ) : shared.isError ? (
        isNotFound(shared.error) ? (
          <div className="shared-conversation__missing" role="alert">
            <h1>Conversation not found</h1>
            <p>
              This shared conversation does not exist or is no longer shared. Ask whoever sent the link for a
              new one.
            </p>
          </div>
        ) : (
          <div className="shared-conversation__missing" role="alert">
            <p>The shared conversation could not be loaded. Please try again.</p>
            <button type="button" className="button button--secondary" onClick={() => void shared.refetch()}>
              Try again
            </button>
          </div>
        )
      ) : (
        <Conversation conversation={shared.data} />
      )}
    </div>
  );
}

function Conversation({ conversation }: { conversation: SharedConversationResponse }) {
  return (
    <article className="shared-conversation__thread" aria-labelledby="shared-conversation-title">
      <header className="shared-conversation__header">
        <h1 id="shared-conversation-title">{conversation.title}</h1>
        <p className="shared-conversation__date">
          Shared on {sharedOn.format(new Date(conversation.shared_at))}
        </p>
      </header>
      {conversation.messages.length === 0 ? (
        <p className="shared-conversation__note">This conversation has no messages.</p>
      ) : (
        <ol className="shared-conversation__messages">
          {conversation.messages.map((message, index) => (
            <li key={index} className={`shared-message shared-message--${message.role}`}>
              {message.role === 'user' ? (
                <div className="message message--user">
                  <div className="message__bubble">
                    <span className="visually-hidden">Question: </span>
                    {message.content}
                  </div>
                </div>
              ) : message.answer ? (
                <AnswerCards answer={message.answer} />
              ) : (
                <p className="shared-conversation__note">{message.content}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
