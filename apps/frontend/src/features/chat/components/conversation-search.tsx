import { useConversationSearch } from '../api/search-conversations';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ConversationList } from './conversation-list';
import { RecentConversations } from './recent-conversations';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  id: string;
  value: string;
  onChange(value: string): void;
}

/** The sidebar's conversation search box. */
export function ConversationSearchBox({ id, value, onChange }: SearchBoxProps) {
  return (
    <div className="recent__search" role="search">
      <label htmlFor={`${id}-search`} className="visually-hidden">
        Search conversations
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="recent__search-input"
        placeholder="Search conversations"
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            // Escape clears the search first; a second Escape closes the sidebar on small screens.
            event.stopPropagation();
            onChange('');
          }
        }}
      />
    </div>
  );
}

interface ConversationsProps {
  id: string;
  search: string;
  activeSessionId: string | null;
  onOpen(id: string): void;
}

/**
 * The recent conversations or, while something is typed, the server's matches on titles and
 * message text (not just the loaded list).
 */
export function SidebarConversations({ id, search, activeSessionId, onOpen }: ConversationsProps) {
  const text = search.trim();
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searching = text.length > 0;
  const results = useConversationSearch(query);

  let body;
  if (!searching) body = <RecentConversations activeSessionId={activeSessionId} onOpen={onOpen} />;
  else if (results.isError) body = <p className="recent__state">Search is unavailable. Please try again.</p>;
  else if (!results.data || query !== text || results.isPlaceholderData) body = <p className="recent__state">Searching...</p>;
  else if (results.data.conversations.length === 0) body = <p className="recent__state">No conversations match "{query}"</p>;
  else body = <ConversationList conversations={results.data.conversations} activeSessionId={activeSessionId} onOpen={onOpen} />;

  return (
    <nav className="recent" aria-labelledby={`${id}-recent`}>
      <h2 id={`${id}-recent`} className="recent__heading">
        {searching ? 'Search results' : 'Recent conversations'}
      </h2>
      {body}
    </nav>
  );
}
