/** Small, locale-independent text helpers (Intl output can differ between Node builds). */

/** 4000 -> '4,000', as Australian English writes it. */
export function formatThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Keeps the first occurrence of each value, in order: a double-clicked chip is one choice. */
export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export function isBlank(text: string | null | undefined): boolean {
  return text === null || text === undefined || text.trim() === '';
}
