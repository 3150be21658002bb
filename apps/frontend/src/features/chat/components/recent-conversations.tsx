import { useChatHistory } from '../api/get-chat-history';
import { ConversationList } from './conversation-list';

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

  return <ConversationList conversations={history.data.conversations} activeSessionId={activeSessionId} onOpen={onOpen} />;
}
