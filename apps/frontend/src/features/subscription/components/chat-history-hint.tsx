import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** What the sidebar says in place of past conversations on a plan without chat history (Starter). */
export const CHAT_HISTORY_HINT =
  'No chat history on the Starter plan. Upgrade to Pro to see and search your past conversations.';

/** Replaces the conversation search and list on a plan without chat history. */
export function ChatHistoryHint() {
  return (
    <section className="history-hint" aria-label="Chat history">
      <p className="history-hint__text">{CHAT_HISTORY_HINT}</p>
      <Link to={paths.pricing.path} className="history-hint__link">
        View plans
      </Link>
    </section>
  );
}
