import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorDetail } from '../utils/format';

/** Loading and error states shared by the tabs; renders `children(data)` once loaded. */
export function QueryState<T>({ query, label, children }: { query: UseQueryResult<T>; label: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <p className="admin-muted" role="status">Loading {label}…</p>;
  if (query.isError) return <p className="admin-error" role="alert">Could not load {label}: {errorDetail(query.error)}</p>;
  return <>{children(query.data)}</>;
}
