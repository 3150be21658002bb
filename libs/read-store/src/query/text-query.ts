import { InvalidQueryError } from '../read-store.errors';
import { type TextMatchMode } from '../read-store.port';

const MAX_TERMS = 16;

/** The words of a search box entry: letters and digits, lower-cased, deduplicated, capped. */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** The words of a search, refused when there are none (no engine can search for nothing). */
function requiredTerms(text: string): string[] {
  const terms = searchTerms(text);
  if (terms.length === 0) throw new InvalidQueryError('A text search needs at least one word');
  return terms;
}

/**
 * An FTS5 MATCH expression for a user's text: each word quoted (so FTS5 operators and syntax in
 * the input are inert), joined by OR (any word may match; BM25 then ranks documents with more of
 * them higher) or AND (all words must).
 */
export function ftsMatchExpression(text: string, match: TextMatchMode = 'any'): string {
  return requiredTerms(text)
    .map((term) => `"${term}"`)
    .join(match === 'all' ? ' AND ' : ' OR ');
}

/**
 * A websearch_to_tsquery input for a user's text (PostgreSQL): each word quoted, joined by `or`
 * (any) or by a space, its AND (all). Only letters and digits reach it, so its own syntax
 * (`-word`, `"phrases"`, `or`) in the user's text is inert and no input can make the query fail;
 * a quoted stop word (even "or") is dropped.
 */
export function websearchExpression(text: string, match: TextMatchMode = 'any'): string {
  return requiredTerms(text)
    .map((term) => `"${term}"`)
    .join(match === 'all' ? ' ' : ' or ');
}

/**
 * A MongoDB `$search` string: the words separated by spaces (`$text` ORs terms), or each word
 * quoted as a phrase for `all` (`$text` requires every positive phrase). Only letters and digits
 * reach it, so `-` negation and the user's own quotes are inert.
 */
export function mongoTextSearch(text: string, match: TextMatchMode = 'any'): string {
  const terms = requiredTerms(text);
  return match === 'all' ? terms.map((term) => `"${term}"`).join(' ') : terms.join(' ');
}
