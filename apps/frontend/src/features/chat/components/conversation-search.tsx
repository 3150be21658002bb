import { SearchField } from '../../../components/ui/search-field';
import { useConversationSearch } from '../api/search-conversations';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ConversationList } from './conversation-list';
import { RecentConversations } from './recent-conversations';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
}

/** The sidebar's conversation search box (Escape clears it first; a second Escape closes the sidebar on small screens). */
export function ConversationSearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <div className="recent__search" role="search">
      <SearchField
        label="Search conversations"
        labelClassName="visually-hidden"
        className="recent__search-input"
        placeholder="Search conversations"
        value={value}
        maxLength={200}
        onChange={onChange}
      />
    </div>
  );
}

interface ConversationsProps {
  id: string;
  search: string;
  /** The plan is not known yet: the recent conversations wait before reading. */
  pending?: boolean;
  activeConversationId: string | null;
  onOpen(id: string): void;
}

/**
 * The recent conversations or, while something is typed, the server's matches on titles and
 * message text (not just the loaded list).
 */
export function SidebarConversations({
  id,
  search,
  pending,
  activeConversationId,
  onOpen,
}: ConversationsProps) {
  const text = search.trim();
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searching = text.length > 0;
  const results = useConversationSearch(query);

  let body;
  if (!searching)
    body = (
      <RecentConversations pending={pending} activeConversationId={activeConversationId} onOpen={onOpen} />
    );
  else if (results.isError) body = <p className="recent__state">Search is unavailable. Please try again.</p>;
  else if (!results.data || query !== text || results.isPlaceholderData)
    body = <p className="recent__state">Searching...</p>;
  else if (results.data.conversations.length === 0)
    body = <p className="recent__state">No conversations match "{query}"</p>;
  else
    body = (
      <ConversationList
        conversations={results.data.conversations}
        activeConversationId={activeConversationId}
        onOpen={onOpen}
      />
    );

  return (
    <nav className="recent" aria-labelledby={`${id}-recent`}>
      <h2 id={`${id}-recent`} className="recent__heading">
        {searching ? 'Search results' : 'Recent conversations'}
      </h2>
      {body}
    </nav>
  );
}
