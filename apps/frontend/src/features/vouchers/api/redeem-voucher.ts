import { useMutation } from '@tanstack/react-query';
import type { RedeemVoucherResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/voucher/redeem: the code as typed (the server trims and upper-cases it). */
export function redeemVoucher(code: string): Promise<RedeemVoucherResponse> {
  return api.post<RedeemVoucherResponse>('/voucher/redeem', { code });
}

/**
 * Redeems a code. What depends on the plan (subscription, profile, billing) belongs to other
 * features, so the screen that shows the form says what to refresh with `onRedeemed`; the API
 * client sends the redemption's position with those reads, so they already see the new plan.
 */
export function useRedeemVoucher({ onRedeemed }: { onRedeemed?: () => unknown } = {}) {
  return useMutation({
    mutationFn: redeemVoucher,
    onSuccess: () => onRedeemed?.(),
  });
}
