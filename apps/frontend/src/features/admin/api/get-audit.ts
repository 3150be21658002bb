import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

export interface AuditFilters {
  kind: string;
  actor: string;
  from: string;
  to: string;
}

export function auditQuery(filters: AuditFilters) {
  return {
    kind: filters.kind || undefined,
    actor: filters.actor.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** GET /api/admin/audit?kind=&actor=&from=&to= (JSON). */
export function getAudit(filters: AuditFilters, signal?: AbortSignal): Promise<AuditResponse> {
  return api.get<AuditResponse>('/admin/audit', { query: auditQuery(filters), signal });
}

export function useAudit(filters: AuditFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...adminQueryKey, 'audit', filters],
      queryFn: ({ signal }) => getAudit(filters, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}
