/** An upload time as the AU/NZ audience reads it ('5 Mar 2025'); unreadable dates show as they came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
}
