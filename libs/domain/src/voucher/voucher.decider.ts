import { voucherCodeSchema, type PlanTier } from '@buildmentor/contracts';
import type { DomainErrorIssue } from '../shared/domain-error';
import { deepEqual } from '../shared/equality';
import { isBlank } from '../shared/text';
import type { CreateVoucher, RedeemVoucher, RevokeVoucher, VoucherCommand } from './voucher.commands';
import {
  InvalidVoucherError,
  RevokeReasonRequiredError,
  VoucherAlreadyExistsError,
  VoucherAlreadyRedeemedError,
  VoucherExhaustedError,
  VoucherExpiredError,
  VoucherNotFoundError,
  VoucherRevokedError,
} from './voucher.errors';
import type { VoucherCreated, VoucherEvent } from './voucher.events';

export interface VoucherState {
  voucher: VoucherCreated['data'] | null;
  /** userId -> redemption number: one redemption per user, and the count for the limit. */
  redeemedBy: ReadonlyMap<string, number>;
  revoked: boolean;
}

/** Starter is free already: a voucher for it would grant nothing. */
const GRANTABLE: ReadonlySet<PlanTier> = new Set(['pro', 'consultant', 'day_pass']);

export const initialState = (): VoucherState => ({ voucher: null, redeemedBy: new Map(), revoked: false });

export function evolve(state: VoucherState, event: VoucherEvent): VoucherState {
  switch (event.type) {
    case 'VoucherCreated':
      return { ...state, voucher: event.data };
    case 'VoucherRedeemed':
      return {
        ...state,
        redeemedBy: new Map(state.redeemedBy).set(event.data.userId, event.data.redemptionNumber),
      };
    case 'VoucherRevoked':
      return { ...state, revoked: true };
  }
}

export function decide(command: VoucherCommand, state: VoucherState): VoucherEvent[] {
  switch (command.type) {
    case 'CreateVoucher':
      return create(command, state);
    case 'RedeemVoucher':
      return redeem(command, state);
    case 'RevokeVoucher':
      return revoke(command, state);
  }
}

function create(command: CreateVoucher, state: VoucherState): VoucherEvent[] {
  const { at, ...data } = command.data;
  const created: VoucherCreated = { type: 'VoucherCreated', data: { ...data, note: data.note.trim() } };
  if (state.voucher) {
    // The same admin request retried is not a clash; a different voucher under the code is.
    if (deepEqual(state.voucher, created.data)) return [];
    throw VoucherAlreadyExistsError();
  }
  const issues: DomainErrorIssue[] = [];
  if (!voucherCodeSchema.safeParse(data.code).success)
    issues.push({ path: 'code', message: 'A voucher code has 4-32 capital letters, digits or dashes.' });
  if (!GRANTABLE.has(data.tier))
    issues.push({ path: 'tier', message: 'A voucher can grant Pro, Pro-Plus or a Day Pass.' });
  if (!Number.isInteger(data.durationDays) || data.durationDays < 1)
    issues.push({ path: 'durationDays', message: 'The duration must be at least 1 day.' });
  if (!Number.isInteger(data.maxRedemptions) || data.maxRedemptions < 1)
    issues.push({ path: 'maxRedemptions', message: 'A voucher must allow at least 1 redemption.' });
  if (data.expiresAt !== null && Date.parse(data.expiresAt) <= Date.parse(at))
    issues.push({ path: 'expiresAt', message: 'The expiry must be in the future.' });
  if (issues.length > 0) throw InvalidVoucherError(issues);
  return [created];
}

/**
 * The checks run in the order a user can act on: a code that does not exist, then one the user
 * already used, then one that no longer works for anybody.
 */
function redeem(command: RedeemVoucher, state: VoucherState): VoucherEvent[] {
  const { userId, at } = command.data;
  const voucher = state.voucher;
  if (!voucher) throw VoucherNotFoundError();
  if (state.redeemedBy.has(userId)) throw VoucherAlreadyRedeemedError();
  if (state.revoked) throw VoucherRevokedError();
  if (voucher.expiresAt !== null && Date.parse(at) >= Date.parse(voucher.expiresAt))
    throw VoucherExpiredError();
  if (state.redeemedBy.size >= voucher.maxRedemptions) throw VoucherExhaustedError();
  return [
    {
      type: 'VoucherRedeemed',
      data: {
        code: voucher.code,
        userId,
        tier: voucher.tier,
        durationDays: voucher.durationDays,
        redemptionNumber: state.redeemedBy.size + 1,
      },
    },
  ];
}

function revoke(command: RevokeVoucher, state: VoucherState): VoucherEvent[] {
  if (!state.voucher) throw VoucherNotFoundError();
  if (state.revoked) return [];
  if (isBlank(command.data.reason)) throw RevokeReasonRequiredError();
  return [
    {
      type: 'VoucherRevoked',
      data: {
        code: state.voucher.code,
        revokedBy: command.data.revokedBy,
        reason: command.data.reason.trim(),
      },
    },
  ];
}
