import { type DimensionScore, type Scorer } from './dimension';

/**
 * Sources match the mode. Enhanced: the share of the expected documents the answer cites, halved
 * when it also cites a supplied document that does not answer the question (citing everything is
 * not grounding); when none of the supplied documents answers the question, citing none is right.
 * Standard mode: the answer has no document to cite, so any source is invented.
 * A source is matched by document id, or by title when a model gives none.
 */
export const scoreGrounding: Scorer = (answer, evalCase): DimensionScore => {
  if (!evalCase.enhanced) {
    return answer.sources.length === 0
      ? { score: 1, notes: [] }
      : { score: 0, notes: [`cites ${answer.sources.length} source(s) without documents`] };
  }
  const cited = new Set(
    answer.sources.map(
      (source) =>
        evalCase.passages.find(
          (p) => p.documentId === source.document_id || (!source.document_id && p.title === source.title),
        )?.documentId ?? `unknown:${source.title}`,
    ),
  );
  const notes: string[] = [];
  const found = evalCase.expectedSources.filter((id) => cited.has(id));
  for (const id of evalCase.expectedSources) if (!cited.has(id)) notes.push(`does not cite ${id}`);
  const unrelated = [...cited].filter((id) => !evalCase.expectedSources.includes(id));
  if (unrelated.length > 0) notes.push(`cites unrelated ${unrelated.join(', ')}`);
  if (evalCase.expectedSources.length === 0) return { score: unrelated.length > 0 ? 0 : 1, notes };
  const recall = found.length / evalCase.expectedSources.length;
  return { score: unrelated.length > 0 ? recall / 2 : recall, notes };
};
