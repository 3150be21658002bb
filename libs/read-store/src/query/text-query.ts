import { InvalidQueryError } from '../read-store.errors';

const MAX_TERMS = 16;

/** The words of a search box entry: letters and digits, lower-cased, deduplicated, capped. */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * An FTS5 MATCH expression for a user's text: each word quoted (so FTS5 operators and syntax in
 * the input are inert), any word may match; BM25 then ranks documents with more of them higher.
 */
export function ftsMatchExpression(text: string): string {
  const terms = searchTerms(text);
  if (terms.length === 0) throw new InvalidQueryError('A text search needs at least one word');
  return terms.map((term) => `"${term}"`).join(' OR ');
}

/**
 * A websearch_to_tsquery input for a user's text (PostgreSQL): each word quoted, joined by `or`.
 * Only letters and digits reach it, so its own syntax (`-word`, `"phrases"`, `or`) in the user's
 * text is inert and no input can make the query fail; a quoted stop word (even "or") is dropped.
 */
export function websearchExpression(text: string): string {
  const terms = searchTerms(text);
  if (terms.length === 0) throw new InvalidQueryError('A text search needs at least one word');
  return terms.map((term) => `"${term}"`).join(' or ');
}
