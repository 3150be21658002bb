import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The status line while the first load runs. */
  loading: ReactNode;
  /**
   * The alert line when the load fails. Without it a failure reads as nothing loaded, so the
   * empty state shows: the screens whose failed loads are only logged (spec section 8).
   */
  failed?: (error: Error) => ReactNode;
  /** Whether the loaded data has nothing to show; `empty` shows in its place. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Each screen keeps its look: `note` for the loading and empty lines, `alert` for a failure. */
  classNames: { note: string; alert?: string };
  children: (data: T) => ReactNode;
}

/**
 * A query's loading, failed and empty states, then `children(data)` once there is something to
 * show. One component, so every list says "loading" to a screen reader the same way (a status)
 * and a failure the same way (an alert).
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  isEmpty,
  empty,
  classNames,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <p role="status" className={classNames.note}>
        {loading}
      </p>
    );
  }
  if (query.isError && failed) {
    return (
      <p role="alert" className={classNames.alert}>
        {failed(query.error)}
      </p>
    );
  }
  if (query.data === undefined || isEmpty?.(query.data))
    return empty === undefined ? null : <p className={classNames.note}>{empty}</p>;
  return <>{children(query.data)}</>;
}
