import { QueryState } from '../../../components/ui/query-state';
import { useChatHistory } from '../api/get-chat-history';
import { ConversationList } from './conversation-list';

const SIDEBAR_STATE_CLASSES = { note: 'recent__state', alert: 'recent__state' };

interface RecentConversationsProps {
  /** Shows "Loading" without reading yet (the plan is not known). */
  pending?: boolean;
  activeConversationId: string | null;
  onOpen(id: string): void;
}

/** The sidebar's list of the user's conversations; choosing one continues it. */
export function RecentConversations({
  pending = false,
  activeConversationId,
  onOpen,
}: RecentConversationsProps) {
  return (
    <QueryState
      query={useChatHistory({ enabled: !pending })}
      loading="Loading conversations..."
      failed={() => 'Could not load conversations.'}
      isEmpty={(data) => data.conversations.length === 0}
      empty="No conversations yet"
      classNames={SIDEBAR_STATE_CLASSES}
    >
      {(data) => (
        <ConversationList
          conversations={data.conversations}
          activeConversationId={activeConversationId}
          onOpen={onOpen}
        />
      )}
    </QueryState>
  );
}
