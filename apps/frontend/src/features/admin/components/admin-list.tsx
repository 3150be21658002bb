import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { adminQueryStates } from '../utils/query-states';

interface AdminListProps<T, Item> {
  query: UseQueryResult<T>;
  /** What the list holds, in the status lines ("Loading reports…") and, capitalised, as its name. */
  what: string;
  items(data: T): readonly Item[];
  empty: string;
  /** A line above the list, e.g. "Showing 20 of 31". */
  summary?(data: T): ReactNode;
  /** One item's keyed `<li>`. */
  children(item: Item): ReactNode;
}

/** A console list (partners, contributions, reports, users) with its loading, failed and empty states. */
export function AdminList<T, Item>({
  query,
  what,
  items,
  empty,
  summary,
  children,
}: AdminListProps<T, Item>) {
  return (
    <QueryState
      query={query}
      {...adminQueryStates(what)}
      isEmpty={(data) => items(data).length === 0}
      empty={empty}
    >
      {(data) => (
        <>
          {summary && <p className="admin-muted">{summary(data)}</p>}
          <ul className="admin-list" aria-label={what.charAt(0).toUpperCase() + what.slice(1)}>
            {items(data).map((item) => children(item))}
          </ul>
        </>
      )}
    </QueryState>
  );
}
