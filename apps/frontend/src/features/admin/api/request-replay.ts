import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplayRequestResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { systemQueryKey } from './get-system';

/** POST /api/admin/system/replay (202): rebuilds the read models into a new namespace. */
export function requestReplay(reason?: string): Promise<ReplayRequestResponse> {
  return api.post<ReplayRequestResponse>('/admin/system/replay', reason ? { reason } : {});
}

export function useRequestReplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReplay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemQueryKey }),
  });
}
