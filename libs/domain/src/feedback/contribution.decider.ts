import type { ContributionCommand } from './feedback.commands';
import {
  ContributionNotFoundError,
  ContributionNotPendingError,
  ContributionTextRequiredError,
} from './feedback.errors';
import type { ContributionEvent } from './feedback.events';

export type ContributionState =
  { status: 'none' } | { status: 'pending_review' | 'approved' | 'rejected'; reviewerId: string | null };

export const initialState = (): ContributionState => ({ status: 'none' });

export function evolve(_state: ContributionState, event: ContributionEvent): ContributionState {
  return event.type === 'ContributionSubmitted'
    ? { status: 'pending_review', reviewerId: null }
    : { status: event.data.status, reviewerId: event.data.reviewerId };
}

export function decide(command: ContributionCommand, state: ContributionState): ContributionEvent[] {
  switch (command.type) {
    case 'SubmitContribution': {
      const contributionText = command.data.contributionText.trim();
      if (contributionText === '') throw ContributionTextRequiredError();
      if (state.status !== 'none') return []; // a retried submission
      return [{ type: 'ContributionSubmitted', data: { ...command.data, contributionText } }];
    }
    case 'ReviewContribution': {
      if (state.status === 'none') throw ContributionNotFoundError();
      // The same decision by the same reviewer again is a retry; anything else is too late.
      if (state.status === command.data.status && state.reviewerId === command.data.reviewerId) return [];
      if (state.status !== 'pending_review') throw ContributionNotPendingError();
      return [{ type: 'ContributionReviewed', data: { ...command.data, notes: command.data.notes.trim() } }];
    }
  }
}
