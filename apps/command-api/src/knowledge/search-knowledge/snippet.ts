/**
 * A plain-text snippet around the densest run of matched words, with the matched ranges, so the
 * UI can highlight safely (no HTML from the server). Matching is by word prefix (the first five
 * letters), close to the index's stemming: "gutters" highlights "gutter" and "guttering".
 */
export function makeSnippet(
  text: string,
  query: string,
  maxLength = 240,
): { snippet: string; highlights: Array<[number, number]> } {
  const stems = [...new Set((query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, 5)))];
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    word: m[0].toLowerCase(),
  }));
  const hits = words.filter((w) => stems.some((s) => w.word.startsWith(s)));
  let from = 0;
  if (text.length > maxLength && hits.length > 0) {
    // The window start that covers the most hits.
    let best = 0;
    for (const hit of hits) {
      const count = hits.filter((h) => h.start >= hit.start && h.end <= hit.start + maxLength).length;
      if (count > best) {
        best = count;
        from = Math.max(0, hit.start - 30);
      }
    }
  }
  const to = Math.min(text.length, from + maxLength);
  const prefix = from > 0 ? '…' : '';
  const suffix = to < text.length ? '…' : '';
  const snippet = `${prefix}${text.slice(from, to)}${suffix}`;
  const highlights = hits
    .filter((h) => h.start >= from && h.end <= to)
    .map((h): [number, number] => [h.start - from + prefix.length, h.end - from + prefix.length]);
  return { snippet, highlights };
}
