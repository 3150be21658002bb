import { type ReadCollection } from '@buildmentor/read-store';
import { type PendingQuestionDoc } from './pending-questions.projection';

/** Questions pending since `cutoff` or earlier (ISO instant), oldest first, at most `limit`. */
export function questionsPendingSince(
  pending: ReadCollection<PendingQuestionDoc>,
  cutoff: string,
  limit: number,
): Promise<PendingQuestionDoc[]> {
  return pending.find({ since: { $lte: cutoff } }, { sort: { since: 1 }, limit });
}
