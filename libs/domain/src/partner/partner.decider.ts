import type { PartnerCommand } from './partner.commands';
import { checkApplication } from './partner-application';
import {
  PartnerAlreadyAppliedError,
  PartnerNotFoundError,
  PartnerNotPendingError,
  RejectionReasonRequiredError,
} from './partner.errors';
import type { PartnerEvent } from './partner.events';

export type PartnerStatus = 'pending' | 'approved' | 'rejected';

/**
 * The applicant's latest application. A rejected applicant may apply again on the same stream,
 * which starts a new pending application (spec section 4: pending, then approved or rejected).
 */
export type PartnerState =
  | { status: 'none' }
  | {
      status: PartnerStatus;
      partnerId: string;
      userId: string;
      companyName: string;
      reviewerId: string | null;
    };

export const initialState = (): PartnerState => ({ status: 'none' });

export function evolve(state: PartnerState, event: PartnerEvent): PartnerState {
  switch (event.type) {
    case 'PartnerApplied': {
      const { partnerId, userId, companyName } = event.data;
      return { status: 'pending', partnerId, userId, companyName, reviewerId: null };
    }
    case 'PartnerApproved':
      return state.status === 'none'
        ? state
        : { ...state, status: 'approved', reviewerId: event.data.reviewerId };
    case 'PartnerRejected':
      return state.status === 'none'
        ? state
        : { ...state, status: 'rejected', reviewerId: event.data.reviewerId };
  }
}

export function decide(command: PartnerCommand, state: PartnerState): PartnerEvent[] {
  switch (command.type) {
    case 'ApplyForPartnership': {
      // One application at a time: checked first, since no correction to the form would help.
      if (state.status === 'pending' || state.status === 'approved')
        throw PartnerAlreadyAppliedError(state.status);
      return [{ type: 'PartnerApplied', data: checkApplication(command.data) }];
    }
    case 'ApprovePartner': {
      assertPending(state);
      const { partnerId, reviewerId, notes } = command.data;
      return [{ type: 'PartnerApproved', data: { partnerId, reviewerId, notes: notes.trim() } }];
    }
    case 'RejectPartner': {
      assertPending(state);
      const { partnerId, reviewerId } = command.data;
      const reason = command.data.reason.trim();
      if (reason === '') throw RejectionReasonRequiredError();
      return [{ type: 'PartnerRejected', data: { partnerId, reviewerId, reason } }];
    }
  }
}

/** Only pending applications can be acted on; a second click on a decided one is a 409. */
function assertPending(state: PartnerState): void {
  if (state.status === 'none') throw PartnerNotFoundError();
  if (state.status !== 'pending') throw PartnerNotPendingError();
}
