import { useChatHistory } from '../api/get-chat-history';

interface RecentConversationsProps {
  activeSessionId: string | null;
  onOpen(id: string): void;
}

/** The sidebar's list of the user's conversations; choosing one continues it. */
export function RecentConversations({ activeSessionId, onOpen }: RecentConversationsProps) {
  const history = useChatHistory();

  if (history.isPending) return <p className="recent__state">Loading conversations...</p>;
  if (history.isError) return <p className="recent__state">Could not load conversations.</p>;
  if (history.data.conversations.length === 0) return <p className="recent__state">No conversations yet</p>;

  return (
    <ul className="recent__list">
      {history.data.conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className="recent__item"
            aria-current={conversation.id === activeSessionId ? 'true' : undefined}
            onClick={() => onOpen(conversation.id)}
          >
            <span className="recent__title">{conversation.title}</span>
            {conversation.preview && <span className="recent__preview">{conversation.preview}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
