/**
 * A voucher's expiry is an instant; the admin picks a day. The code works through the whole of
 * that day where the admin is, so the instant is the last millisecond of it in local time.
 */
export function endOfDayIso(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, 23, 59, 59, 999).toISOString();
}
