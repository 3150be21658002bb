import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerListResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** GET /api/admin/partners: every application, newest first. */
export function getPartners(signal?: AbortSignal): Promise<PartnerListResponse> {
  return api.get<PartnerListResponse>('/admin/partners', { signal });
}

export function usePartners() {
  return useQuery(
    queryOptions({ queryKey: [...adminQueryKey, 'partners'], queryFn: ({ signal }) => getPartners(signal) }),
  );
}
