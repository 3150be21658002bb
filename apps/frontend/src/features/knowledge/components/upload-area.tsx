import { useId, useState, type DragEvent } from 'react';
import type { UploadResponse } from '@buildmentor/contracts';
import { useUploadProgress } from '../hooks/use-upload-progress';
import { ACCEPT_ATTRIBUTE, MAX_UPLOAD_LABEL } from '../utils/upload-rules';
import { PercentBar } from './percent-bar';
import '../../../styles/knowledge-vault.css';

interface UploadAreaProps {
  title: string;
  /** Sends the accepted files (one multipart request). */
  send(files: File[]): Promise<UploadResponse>;
  /** The success message for `count` uploaded files. */
  successText(count: number): string;
}

/**
 * Drag-and-drop (or pick) several files: PDF, Word (DOC, DOCX), text, or PNG/JPEG images, at
 * most 10MB each. Shows progress while the request runs, a message for 3 s after it, and the
 * files that were not uploaded with their reasons.
 */
export function UploadArea({ title, send, successText }: UploadAreaProps) {
  const id = useId();
  const { phase, progress, message, failures, upload, dismissFailures } = useUploadProgress(
    send,
    successText,
  );
  const [dragging, setDragging] = useState(false);
  const busy = phase === 'uploading';

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    void upload([...event.dataTransfer.files]);
  }

  return (
    <section className="vault-upload" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="vault-section-title">
        {title}
      </h3>
      <div
        className={`vault-dropzone${dragging ? ' vault-dropzone--active' : ''}`}
        data-testid="upload-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="vault-dropzone__lead">Drag and drop files here, or</p>
        <input
          id={`${id}-input`}
          className="visually-hidden vault-dropzone__input"
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared so that picking the same file again still fires a change.
            event.target.value = '';
            void upload(files);
          }}
        />
        <label
          htmlFor={`${id}-input`}
          className={`button button--primary vault-dropzone__pick${busy ? ' is-disabled' : ''}`}
        >
          {busy ? 'Uploading...' : 'Choose Files'}
        </label>
        <p id={`${id}-hint`} className="vault-dropzone__hint">
          PDF, DOC, DOCX, TXT, PNG or JPG. Maximum {MAX_UPLOAD_LABEL} per file.
        </p>
      </div>
      {progress !== null && (
        <div className="vault-progress">
          <PercentBar label="Upload progress" percent={progress} block="vault-progress" />
          <span className="vault-progress__value" aria-hidden="true">
            {progress}%
          </span>
        </div>
      )}
      {message &&
        (message.kind === 'success' ? (
          <p role="status" className="vault-message vault-message--success">
            {message.text}
          </p>
        ) : (
          <p role="alert" className="vault-message vault-message--error">
            {message.text}
          </p>
        ))}
      {failures.length > 0 && (
        <div className="vault-failures" role="alert" aria-labelledby={`${id}-failures`}>
          <p id={`${id}-failures`} className="vault-failures__title">
            Not uploaded:
          </p>
          <ul>
            {failures.map((failure, index) => (
              <li key={`${failure.filename}-${index}`}>
                <strong>{failure.filename}</strong>: {failure.error}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary vault-failures__dismiss"
            onClick={dismissFailures}
          >
            Dismiss
          </button>
        </div>
      )}
    </section>
  );
}
