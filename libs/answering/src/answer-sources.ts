import { type AnswerSource, MAX_SOURCES_PER_ANSWER } from '@buildmentor/contracts';
import { type RetrievedPassage } from './answer-generator.port';

/**
 * A retrieved passage as an answer source: title, document id, page when known, and the partner
 * only for community content (a personal document is never attributed to anyone else).
 */
export function toAnswerSource(passage: RetrievedPassage): AnswerSource {
  return {
    title: passage.title.trim() || 'Untitled document',
    document_id: passage.documentId,
    ...(passage.page !== undefined && Number.isInteger(passage.page) && passage.page > 0
      ? { page: passage.page }
      : {}),
    ...(passage.scope === 'community' && passage.partner?.trim() ? { partner: passage.partner.trim() } : {}),
  };
}

/**
 * Resolves the ids a model cited ("P1", "[p1]") to sources, at most 3 (spec section 9). Unknown
 * ids are dropped rather than failing the answer: the model cannot cite what it was not shown,
 * so an unknown id is noise, never a source.
 */
export function resolveSources(
  ids: readonly string[],
  passagesById: ReadonlyMap<string, RetrievedPassage>,
): AnswerSource[] {
  const seen = new Set<string>();
  const sources: AnswerSource[] = [];
  for (const raw of ids) {
    const id = raw.replace(/[[\]\s]/g, '').toUpperCase();
    const passage = passagesById.get(id);
    if (!passage || seen.has(id)) continue;
    seen.add(id);
    sources.push(toAnswerSource(passage));
    if (sources.length === MAX_SOURCES_PER_ANSWER) break;
  }
  return sources;
}
