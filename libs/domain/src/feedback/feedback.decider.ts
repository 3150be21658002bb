import type { FeedbackCommand } from './feedback.commands';
import { FeedbackCommentRequiredError } from './feedback.errors';
import type { FeedbackEvent } from './feedback.events';

/** The latest vote on one answer by one user. */
export interface FeedbackState {
  latest: { feedbackType: string; comment: string } | null;
}

export const initialState = (): FeedbackState => ({ latest: null });

export function evolve(_state: FeedbackState, event: FeedbackEvent): FeedbackState {
  return { latest: { feedbackType: event.data.feedbackType, comment: event.data.comment } };
}

export function decide(command: FeedbackCommand, state: FeedbackState): FeedbackEvent[] {
  const comment = command.data.comment.trim();
  if (comment === '') throw FeedbackCommentRequiredError();
  // Submitting the same vote and comment again (a double click) records nothing new.
  if (state.latest?.feedbackType === command.data.feedbackType && state.latest.comment === comment) return [];
  return [{ type: 'FeedbackSubmitted', data: { ...command.data, comment } }];
}
