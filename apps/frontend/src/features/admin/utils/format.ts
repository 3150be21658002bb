/** A timestamp as an Australian date and time; 'Invalid date' when it cannot be read (spec section 8). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The error text a failed request shows: the server's detail when it sent one. */
export function errorDetail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-AU');
}

/** Cents of AUD as dollars. */
export function formatAud(cents: number): string {
  return (cents / 100).toLocaleString('en-AU', { style: 'currency', currency: 'AUD' });
}

/** A latency: '312 ms' below a second, '1.2 s' above. */
export function formatMilliseconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
