import type { PlanTier } from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

/** An admin creates a code (the admin check happens before the command). */
export type CreateVoucher = Command<
  'CreateVoucher',
  {
    code: string;
    tier: PlanTier;
    durationDays: number;
    maxRedemptions: number;
    /** ISO instant after which redemptions are refused, or null for none. */
    expiresAt: string | null;
    createdBy: string;
    note: string;
    /** When the admin asked; an expiry must lie after it. */
    at: string;
  }
>;

/** A user redeems a code at `at` (the decision time: expiry is judged against it). */
export type RedeemVoucher = Command<'RedeemVoucher', { code: string; userId: string; at: string }>;

export type RevokeVoucher = Command<'RevokeVoucher', { code: string; revokedBy: string; reason: string }>;

export type VoucherCommand = CreateVoucher | RedeemVoucher | RevokeVoucher;
