import { voucherPlanEndsAt } from '@buildmentor/domain';
import { eventTypes, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `voucher_redemptions`: one row per code and user, for GET /api/user/voucher-status. The plan a
 * redemption starts runs from the redemption instant for the voucher's duration, exactly as the
 * SubscriptionActivated it causes on the quota stream.
 */
export interface VoucherRedemptionDoc extends ReadModelDoc {
  code: string;
  user_id: string;
  tier: string;
  duration_days: number;
  redemption_number: number;
  redeemed_at: string;
  ends_at: string;
}

export const VOUCHER_REDEMPTIONS = readModel<VoucherRedemptionDoc>('voucher_redemptions');

function evolveRedemption(
  doc: VoucherRedemptionDoc | null,
  event: AnyProjectedEvent,
): VoucherRedemptionDoc | null {
  if (event.type !== 'VoucherRedeemed') return doc;
  const d = event.data;
  return {
    _id: `${d.code}:${d.userId}`,
    _position: 0,
    code: d.code,
    user_id: d.userId,
    tier: d.tier,
    duration_days: d.durationDays,
    redemption_number: d.redemptionNumber,
    redeemed_at: event.metadata.at,
    ends_at: voucherPlanEndsAt(event.metadata.at, d.durationDays),
  };
}

export const voucherRedemptionsProjection: Projection<VoucherRedemptionDoc> = {
  readModel: VOUCHER_REDEMPTIONS,
  handles: eventTypes('VoucherRedeemed'),
  documentIds: (event) =>
    event.type === 'VoucherRedeemed' ? [`${event.data.code}:${event.data.userId}`] : [],
  evolve: evolveRedemption,
  indexes: [{ keys: { user_id: 1, redeemed_at: -1 } }],
};
