import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPartnerResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/partners/me: the signed-in user's latest application, or null. */
export function getMyPartner(signal?: AbortSignal): Promise<MyPartnerResponse> {
  return api.get<MyPartnerResponse>('/partners/me', { signal });
}

export const myPartnerQueryKey = ['partners', 'me'] as const;

export function getMyPartnerQueryOptions() {
  return queryOptions({ queryKey: myPartnerQueryKey, queryFn: ({ signal }) => getMyPartner(signal) });
}

export function useMyPartner() {
  return useQuery(getMyPartnerQueryOptions());
}

/** True once an admin has approved the user's application (they may then publish community content). */
export function useIsApprovedPartner(): boolean {
  return useMyPartner().data?.partner?.status === 'approved';
}
