import type { ConversationSummary } from '@buildmentor/contracts';

interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  activeSessionId: string | null;
  onOpen(id: string): void;
}

/** Conversations as buttons; choosing one continues it. */
export function ConversationList({ conversations, activeSessionId, onOpen }: ConversationListProps) {
  return (
    <ul className="recent__list">
      {conversations.map((conversation) => (
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
