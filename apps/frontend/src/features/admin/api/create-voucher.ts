import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVoucherRequest, CreateVoucherResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** POST /api/admin/create-voucher: without `code` the server generates one. */
export function createVoucher(request: CreateVoucherRequest): Promise<CreateVoucherResponse> {
  return api.post<CreateVoucherResponse>('/admin/create-voucher', request);
}

export function useCreateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVoucher,
    // The list and the audit trail both show the new voucher.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
