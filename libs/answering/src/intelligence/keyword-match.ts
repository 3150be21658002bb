/**
 * Counts which keywords occur in a text as words or word prefixes ("tender" matches
 * "tendering"). Keywords of three characters or fewer must match a whole word, so "da" does not
 * fire inside "data" or "day".
 */
export function matchingKeywords(text: string, keywords: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return keywords.filter((keyword) => keywordPattern(keyword).test(lower));
}

const cache = new Map<string, RegExp>();

function keywordPattern(keyword: string): RegExp {
  let pattern = cache.get(keyword);
  if (!pattern) {
    const tail = keyword.length <= 3 ? '(?![a-z0-9])' : '';
    pattern = new RegExp(`(^|[^a-z0-9])${escapeRegExp(keyword)}${tail}`);
    cache.set(keyword, pattern);
  }
  return pattern;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
