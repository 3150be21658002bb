import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `vouchers`: one row per code for the admin list, with the redemption count. Expiry is left to
 * the query (it is a point in time, not an event), so a replay never depends on when it ran.
 */
export interface VoucherDoc extends ReadModelDoc {
  code: string;
  tier: string;
  duration_days: number;
  max_redemptions: number;
  redemption_count: number;
  expires_at: string | null;
  note: string;
  created_by: string;
  created_at: string;
  last_redeemed_at: string | null;
  revoked_at: string | null;
  revoked_by: string | null;
  revoke_reason: string | null;
}

export const VOUCHERS = readModel<VoucherDoc>('vouchers');

function evolveVoucher(doc: VoucherDoc | null, event: AnyProjectedEvent): VoucherDoc | null {
  switch (event.type) {
    case 'VoucherCreated': {
      const d = event.data;
      return {
        _id: d.code,
        _position: 0,
        code: d.code,
        tier: d.tier,
        duration_days: d.durationDays,
        max_redemptions: d.maxRedemptions,
        redemption_count: 0,
        expires_at: d.expiresAt,
        note: d.note,
        created_by: d.createdBy,
        created_at: event.metadata.at,
        last_redeemed_at: null,
        revoked_at: null,
        revoked_by: null,
        revoke_reason: null,
      };
    }
    case 'VoucherRedeemed':
      // The decider numbers redemptions 1..n, so the count is the highest number seen.
      return (
        doc && {
          ...doc,
          redemption_count: Math.max(doc.redemption_count, event.data.redemptionNumber),
          last_redeemed_at: event.metadata.at,
        }
      );
    case 'VoucherRevoked':
      return (
        doc && {
          ...doc,
          revoked_at: event.metadata.at,
          revoked_by: event.data.revokedBy,
          revoke_reason: event.data.reason,
        }
      );
    default:
      return doc;
  }
}

export const vouchersProjection: Projection<VoucherDoc> = {
  readModel: VOUCHERS,
  ...oneDocumentPerEvent(['VoucherCreated', 'VoucherRedeemed', 'VoucherRevoked'], 'code'),
  evolve: evolveVoucher,
  indexes: [{ keys: { created_at: -1 } }],
};
