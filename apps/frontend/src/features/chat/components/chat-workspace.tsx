import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon, ProductIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { useChatThread } from '../hooks/use-chat-thread';
import { useRegenerateAnswer } from '../hooks/use-regenerate-answer';
import { ChatInput, QUESTION_FIELD_ID } from './chat-input';
import type { RenderAnswerActions } from './chat-message';
import { ChatSidebar } from './chat-sidebar';
import { ConversationActions } from './conversation-actions';
import type { Personalization } from './personalization-banner';
import { MessageList } from './message-list';
import { RegenerateButton } from './regenerate-button';
import { WelcomePanel } from './welcome-panel';
import '../../../styles/chat.css';

interface ChatWorkspaceProps {
  userEmail: string;
  planPanel: ReactNode;
  /** Given on a plan without chat history: shown in place of the conversation search and list. */
  historyNotice?: ReactNode;
  /** The plan is not known yet: the recent conversations wait before reading. */
  historyPending?: boolean;
  /** Shown above the input, e.g. the trial warning. */
  inputNotice?: ReactNode;
  inputDisabled: boolean;
  onAskSettled?: () => void;
  /**
   * A screen shown in place of the chat (the profile, or the welcome setup). The conversation on
   * screen is kept meanwhile, so closing it returns to the same thread.
   */
  screen?: ReactNode;
  showAdminLink?: boolean;
  personalization?: Personalization;
  /**
   * Shown in the welcome panel (the example questions): `ask` fills the input with a question and
   * sends it 100 ms later (spec section 2).
   */
  renderWelcome?: (ask: (question: string) => void) => ReactNode;
  /** Under each finished answer (feedback and contribution); the conversation's id is given too. */
  renderAnswerActions?: (message: { id: string; conversationId: string | null }) => ReactNode;
  onOpenProfile(): void;
  /** Given only while onboarding is not done (shows Complete Setup). */
  onCompleteSetup?: () => void;
  onSignOut(): void;
}

const SIDEBAR_ID = 'chat-sidebar';

/** Spec section 9: an example click sends after 100 ms. */
export const EXAMPLE_SEND_DELAY_MS = 100;

/** The chat screen: sidebar (behind a menu button on small screens) and the conversation. */
export function ChatWorkspace(props: ChatWorkspaceProps) {
  const {
    userEmail,
    planPanel,
    historyNotice,
    historyPending,
    inputNotice,
    inputDisabled,
    onAskSettled,
    screen,
    showAdminLink,
    personalization,
    renderWelcome,
    renderAnswerActions,
    onOpenProfile,
    onCompleteSetup,
    onSignOut,
  } = props;
  const chat = useChatThread({ onAskSettled });
  const regeneration = useRegenerateAnswer({ conversationId: chat.conversationId, onSettled: onAskSettled });
  const messages = regeneration.apply(chat.messages);
  const last = messages.at(-1);
  const lastAnswerId = last?.type === 'ai' && last.answer !== null && !last.streaming ? last.id : null;
  const answering = chat.thinking || regeneration.busy;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [enhanced, setEnhanced] = useState(false);
  const exampleTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(exampleTimer.current), []);

  const send = (question: string) => {
    if (inputDisabled || regeneration.busy) return;
    setDraft('');
    void chat.send(question, { enhanced });
  };
  // The latest `send` for the delayed example click (the trial or thread may change meanwhile).
  const sendRef = useRef(send);
  sendRef.current = send;

  const askExample = useCallback((question: string) => {
    setDraft(question);
    document.getElementById(QUESTION_FIELD_ID)?.focus();
    window.clearTimeout(exampleTimer.current);
    exampleTimer.current = window.setTimeout(() => sendRef.current(question), EXAMPLE_SEND_DELAY_MS);
  }, []);

  // The answer's action row; the last answer's also offers Regenerate.
  const answerActions: RenderAnswerActions = (message) => (
    <div className="answer-action-row">
      {renderAnswerActions?.({ id: message.id, conversationId: chat.conversationId })}
      {message.id === lastAnswerId && (
        <RegenerateButton
          onRegenerate={() => void regeneration.regenerate(message.id)}
          busy={answering}
          noQuestionsLeft={inputDisabled}
          error={regeneration.error}
        />
      )}
    </div>
  );
  const menuButton = useRef<HTMLButtonElement>(null);

  // On small screens the sidebar covers the chat: focus moves into it, and back to the menu
  // button when it is dismissed, so keyboard users are never left behind the overlay.
  const dismissSidebar = useCallback(() => {
    setSidebarOpen(false);
    menuButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!sidebarOpen) return;
    document.getElementById(SIDEBAR_ID)?.querySelector('button')?.focus();
    const closeOnEscape = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && dismissSidebar();
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [sidebarOpen, dismissSidebar]);

  // Back from the profile screen: focus returns to Profile & Settings, or to the menu button where
  // the sidebar is hidden (small screens).
  const replaced = screen !== undefined && screen !== null;
  const wasReplaced = useRef(replaced);
  const openedProfile = useRef(false);
  useEffect(() => {
    if (wasReplaced.current && !replaced && openedProfile.current) {
      openedProfile.current = false;
      const profileButton = document.getElementById(`${SIDEBAR_ID}-profile`);
      profileButton?.focus();
      if (document.activeElement !== profileButton) menuButton.current?.focus();
    }
    wasReplaced.current = replaced;
  }, [replaced]);

  if (replaced) return <>{screen}</>;

  return (
    <div className="chat">
      {/* The sidebar comes first: a keyboard user can jump past it to the conversation. */}
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ChatSidebar
        id={SIDEBAR_ID}
        open={sidebarOpen}
        userEmail={userEmail}
        activeConversationId={chat.conversationId}
        planPanel={planPanel}
        historyNotice={historyNotice}
        historyPending={historyPending}
        personalization={personalization}
        showAdminLink={showAdminLink}
        onOpenProfile={() => {
          setSidebarOpen(false);
          openedProfile.current = true;
          onOpenProfile();
        }}
        onCompleteSetup={onCompleteSetup}
        onSignOut={onSignOut}
        onNew={() => {
          window.clearTimeout(exampleTimer.current);
          chat.startNew();
          setSidebarOpen(false);
        }}
        onOpenConversation={(id) => {
          setSidebarOpen(false);
          void chat.openConversation(id);
        }}
        onClose={dismissSidebar}
      />
      {sidebarOpen && <div className="chat__backdrop" aria-hidden="true" onClick={dismissSidebar} />}
      <main id="main" tabIndex={-1} className="chat__main">
        <header className="chat__bar">
          <button
            ref={menuButton}
            type="button"
            className="icon-button chat__menu"
            aria-label="Open sidebar"
            aria-controls={SIDEBAR_ID}
            aria-expanded={sidebarOpen}
            onClick={() => setSidebarOpen(true)}
          >
            <MenuIcon />
          </button>
          <Link to={paths.home.path} className="chat__logo">
            <ProductIcon /> {PRODUCT_NAME}
          </Link>
          <h1 className="visually-hidden">Chat</h1>
          {chat.conversationId && <ConversationActions conversationId={chat.conversationId} />}
        </header>
        {chat.notice && (
          <p className="chat__notice" role="status">
            {chat.notice}
          </p>
        )}
        {chat.loadingConversation ? (
          <p className="chat__loading" role="status">
            Loading conversation...
          </p>
        ) : messages.length === 0 && !chat.thinking ? (
          <div className="chat__welcome">
            <WelcomePanel>{renderWelcome?.(askExample)}</WelcomePanel>
          </div>
        ) : (
          <MessageList
            messages={messages}
            thinking={chat.thinking && !chat.streaming}
            earlier={chat.earlier}
            renderAnswerActions={answerActions}
          />
        )}
        <ChatInput
          value={draft}
          onChange={setDraft}
          onSend={send}
          enhanced={enhanced}
          onEnhancedChange={setEnhanced}
          disabled={inputDisabled}
          busy={answering}
          onStop={() => (regeneration.busy ? regeneration.stop() : void chat.stop())}
          notice={inputNotice}
        />
      </main>
    </div>
  );
}
