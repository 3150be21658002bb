import { useEffect, useRef, useState } from 'react';
import type { ShareResponse } from '@buildmentor/contracts';
import { BusyButton } from '../../../components/ui/busy-button';
import { useDialogFocus } from '../../../hooks/use-dialog-focus';
import { ApiError } from '../../../lib/api-error';
import { useShareConversation, useStopSharing } from '../api/share-conversation';
// The dialog frame (.modal-backdrop, .modal, .modal__actions) is the one the feedback dialog uses.
import '../../../styles/feedback.css';

type Copied = 'idle' | 'copied' | 'failed';

/** The server's user-facing text (problem+json `detail`), else our own. */
const detailOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.detail : fallback);

/**
 * Share: opening the dialog creates the conversation's read-only link (or shows the one it
 * already has), with Copy link and Stop sharing. Every state says what is true: creating, shared,
 * stopped, or what went wrong with a way to try again.
 */
export function ShareDialog({ conversationId, onClose }: { conversationId: string; onClose(): void }) {
  const share = useShareConversation();
  const stop = useStopSharing();
  const [link, setLink] = useState<ShareResponse | null>(null);
  const [stopped, setStopped] = useState(false);
  const [copied, setCopied] = useState<Copied>('idle');
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const onKeyDown = useDialogFocus(dialog, onClose, close);

  const create = () => {
    setStopped(false);
    setCopied('idle');
    share.mutate(conversationId, { onSuccess: setLink });
  };
  // Opening the dialog is asking to share: the link is made (or found) at once.
  useEffect(create, []);

  const url = link ? new URL(link.url, window.location.origin).href : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  const stopSharing = () =>
    stop.mutate(conversationId, {
      onSuccess: () => {
        setLink(null);
        setStopped(true);
      },
    });

  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className="modal share-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="share-dialog-title"
        aria-describedby="share-dialog-about"
        onKeyDown={onKeyDown}
      >
        <h2 id="share-dialog-title" className="modal__title">
          Share conversation
        </h2>
        <p id="share-dialog-about" className="share-dialog__about">
          Anyone with the link can read this conversation as it is now, without signing in. They see the
          questions and answers (with what the answers quoted), never your documents or your account.
        </p>
        {stopped ? (
          <p className="share-dialog__status" role="status">
            Sharing stopped. The link no longer opens this conversation.
          </p>
        ) : share.isPending ? (
          <p className="share-dialog__status" role="status">
            Creating the link...
          </p>
        ) : share.isError ? (
          <p className="share-dialog__error" role="alert">
            {detailOf(share.error, 'The link could not be created. Please try again.')}
          </p>
        ) : link ? (
          <div className="share-dialog__link">
            <label htmlFor="share-dialog-url">Read-only link</label>
            <input
              id="share-dialog-url"
              className="modal__field"
              type="text"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p className="share-dialog__status" role="status">
              {copied === 'copied'
                ? 'Link copied.'
                : copied === 'failed'
                  ? 'Could not copy. Select the link and copy it.'
                  : ''}
            </p>
          </div>
        ) : null}
        {stop.isError && (
          <p className="share-dialog__error" role="alert">
            {detailOf(stop.error, 'Sharing could not be stopped. Please try again.')}
          </p>
        )}
        <div className="modal__actions">
          {link && !stopped && (
            <>
              <button type="button" className="button button--primary" onClick={() => void copy()}>
                Copy link
              </button>
              <BusyButton className="button button--secondary" busy={stop.isPending} onClick={stopSharing}>
                Stop sharing
              </BusyButton>
            </>
          )}
          {(stopped || share.isError) && (
            <button type="button" className="button button--primary" onClick={create}>
              {stopped ? 'Share again' : 'Try again'}
            </button>
          )}
          <button ref={close} type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
