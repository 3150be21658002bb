export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * Cuts a plain-text snippet into runs, marking the [start, end) ranges the server matched. Ranges
 * are clamped to the text, sorted and merged, so bad or overlapping ranges cannot repeat or drop
 * text. The parts are rendered as text nodes and <mark> elements, never as HTML.
 */
export function highlightSnippet(
  snippet: string,
  highlights: readonly (readonly [number, number])[],
): SnippetPart[] {
  const ranges = highlights
    .map(
      ([start, end]) =>
        [Math.max(0, Math.min(start, snippet.length)), Math.max(0, Math.min(end, snippet.length))] as const,
    )
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const parts: SnippetPart[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) parts.push({ text: snippet.slice(cursor, start), marked: false });
    parts.push({ text: snippet.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < snippet.length) parts.push({ text: snippet.slice(cursor), marked: false });
  return parts;
}
