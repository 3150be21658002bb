import { type ReadCollection } from '@buildmentor/read-store';
import { type TokenUsageDoc } from './token-usage.projection';

/** Every user's token usage on the business days from `from` to `to` (inclusive), oldest first. */
export function tokenUsageBetween(
  usage: ReadCollection<TokenUsageDoc>,
  from: string,
  to: string,
): Promise<TokenUsageDoc[]> {
  return usage.find({ day: { $gte: from, $lte: to } }, { sort: { day: 1 } });
}
