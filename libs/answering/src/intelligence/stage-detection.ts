import { type ConversationTurn } from '../answer-generator.port';
import { PROJECT_STAGES, type ProjectStageId } from './project-stages';
import { matchingKeywords } from './keyword-match';

/**
 * Keyword-based project stage detection (the offline answerer's workflow intelligence). The
 * question counts double because it is the freshest signal; earlier user turns count once.
 * Assistant turns are ignored: they quote our own workflow advice and would echo a stage back.
 * Returns null when nothing signals a stage, so no ProjectStageDetected is recorded on a guess.
 */
export function detectProjectStage(
  question: string,
  history: readonly ConversationTurn[] = [],
): ProjectStageId | null {
  const earlier = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  let best: { id: ProjectStageId; score: number } | null = null;
  for (const stage of PROJECT_STAGES) {
    const score =
      2 * matchingKeywords(question, stage.keywords).length +
      earlier.reduce((sum, text) => sum + matchingKeywords(text, stage.keywords).length, 0);
    // Ties keep the earlier stage in the table: the conservative reading of an ambiguous project.
    if (score > 0 && (!best || score > best.score)) best = { id: stage.id, score };
  }
  return best?.id ?? null;
}
