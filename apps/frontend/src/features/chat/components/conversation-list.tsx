import type { ConversationSummary } from '@buildmentor/contracts';

interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  activeConversationId: string | null;
  onOpen(id: string): void;
}

/** Conversations as buttons; choosing one continues it. */
export function ConversationList({ conversations, activeConversationId, onOpen }: ConversationListProps) {
  return (
    <ul className="recent__list">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className="recent__item"
            aria-current={conversation.id === activeConversationId ? 'true' : undefined}
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
