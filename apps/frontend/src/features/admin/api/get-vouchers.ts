import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoucherListResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** GET /api/admin/vouchers: every voucher, newest first, with its creator and who redeemed it. */
export function getVouchers(signal?: AbortSignal): Promise<VoucherListResponse> {
  return api.get<VoucherListResponse>('/admin/vouchers', { signal });
}

export const vouchersQueryKey = [...adminQueryKey, 'vouchers'] as const;

export function useVouchers() {
  return useQuery(queryOptions({ queryKey: vouchersQueryKey, queryFn: ({ signal }) => getVouchers(signal) }));
}
