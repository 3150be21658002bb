import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeveloperAccessRequest } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** POST /api/admin/developer-access: grant a user developer (admin) access, with a reason. */
export function grantDeveloperAccess(
  request: DeveloperAccessRequest,
): Promise<{ success: true; position: number }> {
  return api.post<{ success: true; position: number }>('/admin/developer-access', request);
}

export function useGrantDeveloperAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantDeveloperAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
