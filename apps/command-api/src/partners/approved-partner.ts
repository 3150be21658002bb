import { partnerDecider } from '@buildmentor/domain';
import { type DeciderRunner } from '../shared/decider-runner';
import { partnerIdFor, partnerStream } from './partner-ids';

export interface ApprovedPartner {
  partnerId: string;
  companyName: string;
}

/**
 * "Is this user an approved partner?" (spec section 6: only approved partners may upload
 * community content). Read from the write side, not the read model, so an approval counts on the
 * very next request and a stale projection can never let an unapproved upload through.
 */
export async function approvedPartnerOf(
  runner: DeciderRunner,
  userId: string,
): Promise<ApprovedPartner | null> {
  const state = await runner.load(partnerDecider, partnerStream(partnerIdFor(userId)));
  return state.status === 'approved' ? { partnerId: state.partnerId, companyName: state.companyName } : null;
}
