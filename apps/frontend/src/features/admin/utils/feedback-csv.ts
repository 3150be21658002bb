import type { AdminFeedbackItem } from '../api/get-feedback';

export const FEEDBACK_CSV_HEADER = [
  'feedback_id',
  'message_id',
  'feedback_type',
  'comment',
  'user_email',
  'timestamp',
  'status',
] as const;

/** RFC 4180 quoting; a leading formula character is defused so spreadsheets do not run it. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows on screen as CSV (the dashboard exports what it has loaded, spec section 2). */
export function feedbackCsv(items: readonly AdminFeedbackItem[]): string {
  const lines = [FEEDBACK_CSV_HEADER.join(',')];
  for (const item of items) lines.push(FEEDBACK_CSV_HEADER.map((key) => cell(item[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
