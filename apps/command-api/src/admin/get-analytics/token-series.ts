import { type TokenAnalyticsResponse } from '@buildmentor/contracts';
import { daysBetween } from '@buildmentor/domain';
import { type TokenUsageDoc } from '@buildmentor/read-models';
import { csvField } from '../csv';

type Figures = TokenAnalyticsResponse['totals'];
const zero = (): Figures => ({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, answers: 0 });

function add(figures: Figures, doc: TokenUsageDoc): void {
  figures.prompt_tokens += doc.prompt_tokens;
  figures.completion_tokens += doc.completion_tokens;
  figures.total_tokens += doc.prompt_tokens + doc.completion_tokens;
  figures.answers += doc.answers;
}

/**
 * Tokens per day (every day of the range, zero where none were used) and per user (most tokens
 * first), from the token_usage documents of the range.
 */
export function tokenSeries(
  from: string,
  to: string,
  docs: readonly TokenUsageDoc[],
  emails: ReadonlyMap<string, string | null>,
): TokenAnalyticsResponse {
  const byDay = new Map<string, { figures: Figures; users: number }>();
  const byUser = new Map<string, Figures>();
  const totals = zero();
  for (const doc of docs) {
    const day = byDay.get(doc.day) ?? { figures: zero(), users: 0 };
    add(day.figures, doc);
    day.users += 1;
    byDay.set(doc.day, day);
    const user = byUser.get(doc.user_id) ?? zero();
    add(user, doc);
    byUser.set(doc.user_id, user);
    add(totals, doc);
  }
  return {
    from,
    to,
    days: daysBetween(from, to).map((day) => ({
      day,
      ...(byDay.get(day)?.figures ?? zero()),
      users: byDay.get(day)?.users ?? 0,
    })),
    users: [...byUser]
      .map(([userId, figures]) => ({ user_id: userId, email: emails.get(userId) ?? null, ...figures }))
      .sort((a, b) => b.total_tokens - a.total_tokens || a.user_id.localeCompare(b.user_id)),
    totals,
  };
}

const COLUMNS = ['day', 'user_id', 'email', 'prompt_tokens', 'completion_tokens', 'total_tokens', 'answers'];

/** One row per user and day that used tokens, oldest day first (the admin's CSV download). */
export function tokenUsageCsv(
  docs: readonly TokenUsageDoc[],
  emails: ReadonlyMap<string, string | null>,
): string {
  const lines = [COLUMNS.join(',')];
  for (const doc of docs)
    lines.push(
      [
        doc.day,
        csvField(doc.user_id),
        csvField(emails.get(doc.user_id) ?? ''),
        doc.prompt_tokens,
        doc.completion_tokens,
        doc.prompt_tokens + doc.completion_tokens,
        doc.answers,
      ].join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
