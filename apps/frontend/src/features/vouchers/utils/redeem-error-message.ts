import { ApiError } from '../../../lib/api-client';

export const REDEEM_FAILED = 'Could not redeem the voucher. Please try again.';

/**
 * What a failed redemption tells the user: for a malformed code the 400's message on the code
 * field, otherwise the server's own sentence (unknown, expired, withdrawn, fully redeemed,
 * already redeemed), which the domain words for users.
 */
export function redeemErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return REDEEM_FAILED;
  const onCode = error.problem?.errors?.find((e) => e.path === 'body.code');
  return onCode?.message ?? error.detail;
}
