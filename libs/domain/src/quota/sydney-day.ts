import { BOOSTER_TIME_ZONE } from '@buildmentor/contracts';

const formatter = new Intl.DateTimeFormat('en-CA', { timeZone: BOOSTER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The Australia/Sydney calendar day (YYYY-MM-DD) of an instant: daily allowances reset at local
 * midnight, including across daylight-saving changes. Pure: the instant comes from the command.
 */
export function sydneyDay(at: string): string {
  const parts = Object.fromEntries(formatter.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
