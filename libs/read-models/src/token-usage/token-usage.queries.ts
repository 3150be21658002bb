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

/** A user's tokens (prompt and completion) in one business month (YYYY-MM). */
export async function tokensUsedInMonth(
  usage: ReadCollection<TokenUsageDoc>,
  userId: string,
  month: string,
): Promise<number> {
  const days = await usage.find({ user_id: userId, day: { $gte: `${month}-01`, $lte: `${month}-31` } });
  return days.reduce((sum, doc) => sum + doc.prompt_tokens + doc.completion_tokens, 0);
}
