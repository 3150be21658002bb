import { deterministicId } from '../shared/event-ids';

/**
 * The partner id is derived from the applicant's user id, so `partner-<id>` is one stream per
 * user: "one application per user at a time" is then a rule the decider can check on its own
 * stream, with the exact expected revision settling two racing submissions.
 */
export function partnerIdFor(userId: string): string {
  return deterministicId('partner', userId);
}

export const partnerStream = (partnerId: string): string => `partner-${partnerId}`;
