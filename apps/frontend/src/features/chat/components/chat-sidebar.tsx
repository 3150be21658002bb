import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CloseButton } from '../../../components/ui/close-button';
import { PlusIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useQuestionFocus } from '../../../hooks/use-question-focus';
import { ConversationSearchBox, SidebarConversations } from './conversation-search';
import { PersonalizationBanner, type Personalization } from './personalization-banner';
import '../../../styles/chat-account.css';

interface ChatSidebarProps {
  id: string;
  open: boolean;
  userEmail: string;
  activeConversationId: string | null;
  /** The trial or plan box, supplied by the route (it belongs to the subscription feature). */
  planPanel: ReactNode;
  /**
   * Given on a plan without chat history (the route decides, from the subscription): shown in
   * place of the conversation search and the recent conversations, which are then never fetched.
   */
  historyNotice?: ReactNode;
  /** The plan is not known yet: the recent conversations wait, so a plan without history never reads them. */
  historyPending?: boolean;
  /** The user's chosen sectors and disciplines, for the banner. */
  personalization?: Personalization;
  /** Shows the Admin Dashboard link (the route decides, from the user's permissions). */
  showAdminLink?: boolean;
  onNew(): void;
  onOpenConversation(id: string): void;
  onOpenProfile(): void;
  /** Given only while onboarding is not done: shows Complete Setup. */
  onCompleteSetup?: () => void;
  onSignOut(): void;
  onClose(): void;
}

/**
 * Spec section 2, Chat sidebar: New, conversation search, the personalization banner, the plan
 * box (with the Daily Booster), recent conversations (or, without chat history, the plan's notice), Profile & Settings,
 * Knowledge Vault, Complete Setup (while onboarding is not done), and the user's email with a
 * sign-out button that asks for confirmation.
 */
export function ChatSidebar(props: ChatSidebarProps) {
  const {
    id,
    open,
    userEmail,
    activeConversationId,
    planPanel,
    historyNotice,
    historyPending,
    personalization,
    showAdminLink,
    onNew,
    onOpenConversation,
    onOpenProfile,
    onCompleteSetup,
    onSignOut,
    onClose,
  } = props;
  const [search, setSearch] = useState('');
  return (
    <aside id={id} className={`chat-sidebar${open ? ' chat-sidebar--open' : ''}`} aria-label="Chat sidebar">
      <div className="chat-sidebar__top">
        <button type="button" className="button button--primary chat-sidebar__new" onClick={onNew}>
          <PlusIcon /> New
        </button>
        <CloseButton className="chat-sidebar__close" label="Close sidebar" onClick={onClose} />
      </div>
      {!historyNotice && <ConversationSearchBox value={search} onChange={setSearch} />}
      {personalization && <PersonalizationBanner {...personalization} />}
      {planPanel}
      {historyNotice ?? (
        <SidebarConversations
          id={id}
          search={search}
          pending={historyPending}
          activeConversationId={activeConversationId}
          onOpen={onOpenConversation}
        />
      )}
      <nav className="sidebar-links" aria-label="Account">
        <ul>
          <li>
            <button
              type="button"
              id={`${id}-profile`}
              className="sidebar-links__item"
              onClick={onOpenProfile}
            >
              Profile &amp; Settings
            </button>
          </li>
          <li>
            <Link to={paths.knowledge.path} className="sidebar-links__item">
              Knowledge Vault
            </Link>
          </li>
          {onCompleteSetup && (
            <li>
              <button
                type="button"
                className="sidebar-links__item sidebar-links__item--setup"
                onClick={onCompleteSetup}
              >
                Complete Setup
              </button>
            </li>
          )}
          {showAdminLink && (
            <li>
              <Link to={paths.admin.path} className="sidebar-links__item">
                Admin Dashboard
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <SignedInUser id={id} email={userEmail} onSignOut={onSignOut} />
    </aside>
  );
}

/** The user's email and Sign out, which asks before it signs out. */
function SignedInUser({ id, email, onSignOut }: { id: string; email: string; onSignOut(): void }) {
  const [confirming, setConfirming] = useState(false);
  const signOutButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // Focus goes to the safe choice when the question opens, and back when it closes.
  useQuestionFocus(confirming, cancelButton, signOutButton);

  return (
    <div className="chat-sidebar__user">
      <p className="chat-sidebar__email" title={email}>
        <span className="visually-hidden">Signed in as </span>
        {email}
      </p>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-sign-out-question`}
          className="sign-out-confirm"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Escape answers this question only; the sidebar stays open.
            event.stopPropagation();
            setConfirming(false);
          }}
        >
          <p id={`${id}-sign-out-question`} className="sign-out-confirm__question">
            Are you sure you want to sign out?
          </p>
          <div className="sign-out-confirm__actions">
            <button type="button" className="button button--primary" onClick={onSignOut}>
              Yes, sign out
            </button>
            <button
              ref={cancelButton}
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={signOutButton}
          type="button"
          className="chat-sidebar__sign-out"
          onClick={() => setConfirming(true)}
        >
          Sign out
        </button>
      )}
    </div>
  );
}
