import { z } from 'zod';
import { voucherCodeSchema } from '../events/voucher.events';
import { personSchema } from './person.http';
import { VOUCHER_TIERS } from '../plans/plans';
import { positionSchema } from './problem.schema';

export const VOUCHER_STATUSES = ['active', 'expired', 'revoked', 'exhausted'] as const;

/** Codes are compared upper-case; users may type them in any case and with stray spaces. */
const typedCodeSchema = z
  .string()
  .trim()
  .max(32)
  .transform((code) => code.toUpperCase())
  .pipe(voucherCodeSchema);

const DURATION_MESSAGE = 'The plan must last a whole number of days, from 1 to 366.';
const USES_MESSAGE = 'The number of uses must be a whole number from 1 to 100,000.';

/** POST /api/admin/create-voucher: `code` is generated when omitted. */
export const createVoucherRequestSchema = z.object({
  code: typedCodeSchema.optional(),
  tier: z.enum(VOUCHER_TIERS),
  duration_days: z
    .number(DURATION_MESSAGE)
    .int(DURATION_MESSAGE)
    .min(1, DURATION_MESSAGE)
    .max(366, DURATION_MESSAGE),
  max_redemptions: z.number(USES_MESSAGE).int(USES_MESSAGE).min(1, USES_MESSAGE).max(100_000, USES_MESSAGE),
  /** ISO instant after which the code no longer works; omitted or null for no expiry. */
  expires_at: z.iso.datetime({ offset: true }).nullish(),
  note: z.string().max(500).optional(),
});
export type CreateVoucherRequest = z.infer<typeof createVoucherRequestSchema>;

export const voucherSummarySchema = z.object({
  code: z.string(),
  tier: z.enum(VOUCHER_TIERS),
  duration_days: z.number().int(),
  max_redemptions: z.number().int(),
  redemption_count: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  expires_at: z.string().nullable(),
  status: z.enum(VOUCHER_STATUSES),
  note: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
});
export type VoucherSummary = z.infer<typeof voucherSummarySchema>;

export const createVoucherResponseSchema = z.object({
  success: z.literal(true),
  voucher: voucherSummarySchema,
  position: positionSchema,
});
export type CreateVoucherResponse = z.infer<typeof createVoucherResponseSchema>;

/** One redemption of a voucher as the admin list shows it: who redeemed it, and when. */
export const voucherRedeemerSchema = z.object({
  person: personSchema,
  redeemed_at: z.string(),
});
export type VoucherRedeemer = z.infer<typeof voucherRedeemerSchema>;

/**
 * A voucher in the admin list: its summary, the admin who created it as a person (`created_by`
 * stays the raw id) and every redemption, oldest first, each with the person who redeemed it.
 */
export const voucherListItemSchema = voucherSummarySchema.extend({
  created_by_person: personSchema,
  redemptions: z.array(voucherRedeemerSchema),
});
export type VoucherListItem = z.infer<typeof voucherListItemSchema>;

/** GET /api/admin/vouchers, newest first, with redemption counts and who redeemed. */
export const voucherListResponseSchema = z.object({
  vouchers: z.array(voucherListItemSchema),
  total_count: z.number().int().nonnegative(),
});
export type VoucherListResponse = z.infer<typeof voucherListResponseSchema>;

/** POST /api/admin/vouchers/{code}/revoke. */
export const revokeVoucherRequestSchema = z.object({
  reason: z.string().trim().min(1, 'Please give a reason for revoking this voucher.').max(500),
});
export type RevokeVoucherRequest = z.infer<typeof revokeVoucherRequestSchema>;

export const revokeVoucherResponseSchema = z.object({
  success: z.literal(true),
  code: z.string(),
  position: positionSchema,
});
export type RevokeVoucherResponse = z.infer<typeof revokeVoucherResponseSchema>;

/** POST /api/voucher/redeem. */
export const redeemVoucherRequestSchema = z.object({ code: typedCodeSchema });
export type RedeemVoucherRequest = z.infer<typeof redeemVoucherRequestSchema>;

export const redeemVoucherResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  code: z.string(),
  tier: z.enum(VOUCHER_TIERS),
  starts_at: z.string(),
  ends_at: z.string(),
  position: positionSchema,
});
export type RedeemVoucherResponse = z.infer<typeof redeemVoucherResponseSchema>;

export const voucherRedemptionSchema = z.object({
  code: z.string(),
  tier: z.enum(VOUCHER_TIERS),
  duration_days: z.number().int(),
  redeemed_at: z.string(),
  ends_at: z.string(),
  active: z.boolean(),
});

/** GET /api/user/voucher-status: the signed-in user's redemptions, newest first. */
export const voucherStatusResponseSchema = z.object({
  has_active_voucher: z.boolean(),
  active: voucherRedemptionSchema.nullable(),
  redemptions: z.array(voucherRedemptionSchema),
});
export type VoucherStatusResponse = z.infer<typeof voucherStatusResponseSchema>;
export type VoucherRedemption = z.infer<typeof voucherRedemptionSchema>;
