import type { ReactNode } from 'react';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons';
import { RecentConversations } from './recent-conversations';

interface ChatSidebarProps {
  id: string;
  open: boolean;
  userEmail: string;
  activeSessionId: string | null;
  /** The trial or plan box, supplied by the route (it belongs to the subscription feature). */
  planPanel: ReactNode;
  onNew(): void;
  onOpenConversation(id: string): void;
  onClose(): void;
}

/** Spec section 2, Chat sidebar: New, the plan box, recent conversations and the user's email. */
export function ChatSidebar(props: ChatSidebarProps) {
  const { id, open, userEmail, activeSessionId, planPanel, onNew, onOpenConversation, onClose } = props;
  return (
    <aside id={id} className={`chat-sidebar${open ? ' chat-sidebar--open' : ''}`} aria-label="Chat sidebar">
      <div className="chat-sidebar__top">
        <button type="button" className="button button--primary chat-sidebar__new" onClick={onNew}>
          <PlusIcon /> New
        </button>
        <button type="button" className="icon-button chat-sidebar__close" aria-label="Close sidebar" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {planPanel}
      <nav className="recent" aria-labelledby={`${id}-recent`}>
        <h2 id={`${id}-recent`} className="recent__heading">
          Recent conversations
        </h2>
        <RecentConversations activeSessionId={activeSessionId} onOpen={onOpenConversation} />
      </nav>
      <p className="chat-sidebar__user" title={userEmail}>
        <span className="visually-hidden">Signed in as </span>
        {userEmail}
      </p>
    </aside>
  );
}
