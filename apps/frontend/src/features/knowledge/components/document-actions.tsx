import { useState } from 'react';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocument } from '../api/download-document';

interface DocumentActionsProps {
  id: string;
  name: string;
  /** Only the owner may delete (personal documents). */
  deletable: boolean;
  /** A rejected file's bytes are not kept, so there is nothing to download. */
  downloadable?: boolean;
}

/** Download (an authorised fetch saved as a file) and, for the owner, delete after a confirmation. */
export function DocumentActions({ id, name, deletable, downloadable = true }: DocumentActionsProps) {
  const download = useDownloadDocument();
  const remove = useDeleteDocument();
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="vault-doc__actions">
      {confirming ? (
        <>
          <span className="vault-doc__confirm">Delete this document?</span>
          <button
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(id, { onSettled: () => setConfirming(false) })}
            aria-label={`Confirm delete ${name}`}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(false)}
            disabled={remove.isPending}
          >
            Cancel
          </button>
        </>
      ) : (
        <>
          {downloadable && (
            <button
              type="button"
              className="button button--secondary"
              disabled={download.isPending}
              onClick={() => download.mutate({ id, filename: name })}
              aria-label={`Download ${name}`}
            >
              Download
            </button>
          )}
          {deletable && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${name}`}
            >
              Delete
            </button>
          )}
        </>
      )}
      {(download.isError || remove.isError) && (
        <p role="alert" className="vault-doc__error">
          {download.isError ? 'Download failed. Please try again.' : 'Delete failed. Please try again.'}
        </p>
      )}
    </div>
  );
}
