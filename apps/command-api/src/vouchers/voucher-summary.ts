import { type VoucherSummary } from '@buildmentor/contracts';
import { type VoucherDoc } from '@buildmentor/read-models';

/** The `vouchers` fields a summary shows (a voucher just created is summarised from its decider state). */
export type VoucherFields = Pick<
  VoucherDoc,
  | 'code'
  | 'tier'
  | 'duration_days'
  | 'max_redemptions'
  | 'redemption_count'
  | 'expires_at'
  | 'note'
  | 'created_by'
  | 'created_at'
  | 'revoked_at'
  | 'revoke_reason'
>;

/**
 * Status is judged at the moment of the request: expiry is a point in time, not an event, so the
 * read model stores `expires_at` and the list says 'expired' once it has passed.
 */
export function toVoucherSummary(doc: VoucherFields, now: Date): VoucherSummary {
  const status =
    doc.revoked_at !== null
      ? 'revoked'
      : doc.expires_at !== null && now.getTime() >= Date.parse(doc.expires_at)
        ? 'expired'
        : doc.redemption_count >= doc.max_redemptions
          ? 'exhausted'
          : 'active';
  return {
    code: doc.code,
    // Vouchers are only created for the voucher tiers (the create request's schema).
    tier: doc.tier as VoucherSummary['tier'],
    duration_days: doc.duration_days,
    max_redemptions: doc.max_redemptions,
    redemption_count: doc.redemption_count,
    remaining: Math.max(0, doc.max_redemptions - doc.redemption_count),
    expires_at: doc.expires_at,
    status,
    note: doc.note,
    created_by: doc.created_by,
    created_at: doc.created_at,
    revoked_at: doc.revoked_at,
    revoke_reason: doc.revoke_reason,
  };
}
