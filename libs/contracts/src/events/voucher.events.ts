import { z } from 'zod';
import { idSchema, isoDateTimeSchema, nonBlankTextSchema, planTierSchema } from './shared.schemas';

/**
 * Events on stream `voucher-<CODE>`. The code is the stream id, so creating the same code twice
 * is a conflict on the stream, and redemptions are counted where they are decided.
 */

/** Upper-case letters, digits and dashes; 4-32 characters, starting with a letter or digit. */
export const voucherCodeSchema = z
  .string()
  .regex(/^[A-Z0-9][A-Z0-9-]{3,31}$/, 'A voucher code is 4 to 32 letters, digits and dashes.');

export const voucherCreatedDataSchema = z.object({
  code: voucherCodeSchema,
  tier: planTierSchema,
  /** How long the plan a redemption activates lasts. */
  durationDays: z.number().int().positive(),
  maxRedemptions: z.number().int().positive(),
  /** After this instant the voucher cannot be redeemed; null for no expiry. */
  expiresAt: isoDateTimeSchema.nullable(),
  createdBy: idSchema,
  /** Admin's note on what the voucher is for (e.g. a partner promotion); '' when none. */
  note: z.string(),
});

export const voucherRedeemedDataSchema = z.object({
  code: voucherCodeSchema,
  userId: idSchema,
  /** Copied from the voucher so the redemption reads on its own in the audit log. */
  tier: planTierSchema,
  durationDays: z.number().int().positive(),
  /** 1 for the first redemption, up to maxRedemptions. */
  redemptionNumber: z.number().int().positive(),
});

export const voucherRevokedDataSchema = z.object({
  code: voucherCodeSchema,
  revokedBy: idSchema,
  reason: nonBlankTextSchema,
});

export type VoucherCreatedData = z.infer<typeof voucherCreatedDataSchema>;
export type VoucherRedeemedData = z.infer<typeof voucherRedeemedDataSchema>;
export type VoucherRevokedData = z.infer<typeof voucherRevokedDataSchema>;
