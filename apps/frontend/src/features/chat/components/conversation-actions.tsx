import { useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { useDownloadConversation } from '../api/export-conversation';
import { ShareDialog } from './share-dialog';
import '../../../styles/conversation-actions.css';
import '../../../styles/chat-print.css';

/**
 * The open conversation's Export menu (Download Markdown, Print / Save as PDF) and its Share
 * button, in the conversation header. Printing uses the browser's own dialog; the print
 * stylesheet leaves only the conversation on the page.
 */
export function ConversationActions({ conversationId }: { conversationId: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const download = useDownloadConversation();
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // The menu closes on Escape (focus back on its button) and on a click anywhere else.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  return (
    <div className="conversation-actions">
      <div className="conversation-actions__export" ref={menu}>
        <button
          ref={toggle}
          type="button"
          className="button button--secondary button--small"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Export
        </button>
        {menuOpen && (
          <div id={menuId} className="conversation-actions__menu" role="group" aria-label="Export">
            <BusyButton
              className="conversation-actions__item"
              busy={download.isPending}
              onClick={() => download.mutate(conversationId, { onSuccess: () => setMenuOpen(false) })}
            >
              Download Markdown
            </BusyButton>
            <button
              type="button"
              className="conversation-actions__item"
              onClick={() => {
                setMenuOpen(false);
                window.print();
              }}
            >
              Print / Save as PDF
            </button>
          </div>
        )}
      </div>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-haspopup="dialog"
        onClick={() => setSharing(true)}
      >
        Share
      </button>
      {download.isError && (
        <p className="conversation-actions__error" role="alert">
          The conversation could not be downloaded. Please try again.
        </p>
      )}
      {sharing && <ShareDialog conversationId={conversationId} onClose={() => setSharing(false)} />}
    </div>
  );
}
