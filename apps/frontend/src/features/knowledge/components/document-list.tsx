import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { useLoggedFailure } from '../../../hooks/use-logged-failure';

const VAULT_STATE_CLASSES = { note: 'vault-empty' };

/** Who may see a list's documents: the owner only, or everyone (verified partners' content). */
const BADGES = {
  private: { label: 'Private', className: 'badge vault-badge vault-badge--private' },
  verified: { label: 'Verified', className: 'badge vault-badge vault-badge--verified' },
};

interface ListedDocument {
  id: string;
  name: string;
}

interface DocumentListProps<D extends ListedDocument> {
  query: UseQueryResult<{ documents: D[] }>;
  /** The list's accessible name. */
  label: string;
  loading: string;
  empty: string;
  /** What the console says when the list cannot be loaded; the screen then shows `empty`. */
  failureLog: string;
  badge: keyof typeof BADGES;
  /** The line under a row's name: its size or partner, and its date. */
  meta(doc: D): ReactNode;
  /** A row's processing state, if it shows one. */
  status(doc: D): ReactNode;
  /** A row's buttons, given the name it shows. */
  actions(doc: D, name: string): ReactNode;
}

/**
 * A vault list (personal or community documents), newest first as the server sends it. A failed
 * load is only logged and reads as an empty list (spec section 8); a nameless file shows as
 * 'Document N' (spec section 3).
 */
export function DocumentList<D extends ListedDocument>(props: DocumentListProps<D>) {
  const { query, label, loading, empty, failureLog, badge, meta, status, actions } = props;
  useLoggedFailure(query, failureLog);
  return (
    <QueryState
      query={query}
      loading={
        <>
          <Spinner size="sm" /> {loading}
        </>
      }
      isEmpty={(data) => data.documents.length === 0}
      empty={empty}
      classNames={VAULT_STATE_CLASSES}
    >
      {(data) => (
        <ul className="vault-docs" aria-label={label}>
          {data.documents.map((doc, index) => {
            const name = doc.name || `Document ${index + 1}`;
            return (
              <li key={doc.id} className="vault-doc">
                <div className="vault-doc__main">
                  <span className="vault-doc__name">{name}</span>
                  <span className={BADGES[badge].className}>{BADGES[badge].label}</span>
                  <span className="vault-doc__meta">{meta(doc)}</span>
                  {status(doc)}
                </div>
                {actions(doc, name)}
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}
