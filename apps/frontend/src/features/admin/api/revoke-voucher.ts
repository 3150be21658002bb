import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeVoucherResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** POST /api/admin/vouchers/{code}/revoke: the reason is required and audited. */
export function revokeVoucher({
  code,
  reason,
}: {
  code: string;
  reason: string;
}): Promise<RevokeVoucherResponse> {
  return api.post<RevokeVoucherResponse>(`/admin/vouchers/${encodeURIComponent(code)}/revoke`, { reason });
}

export function useRevokeVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
