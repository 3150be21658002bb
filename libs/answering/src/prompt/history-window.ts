import { CONTEXT_MEMORY_DAYS } from '@buildmentor/contracts';
import { type ConversationTurn } from '../answer-generator.port';

/** Limits on the history sent with a prompt, so context never crowds out the question. */
export const HISTORY_LIMITS = {
  /** The spec's context memory: 30 days per session. */
  maxAgeMs: CONTEXT_MEMORY_DAYS * 86_400_000,
  maxTurns: 12,
  /** Roughly 1,500 tokens of history in total. */
  maxTotalChars: 6000,
  /** One long earlier answer must not take the whole budget. */
  maxTurnChars: 1500,
} as const;

/**
 * The turns a prompt carries: within 30 days of `now` (the caller filters too, but the answerer
 * must not depend on that), the most recent 12, and at most ~6,000 characters, dropping the
 * oldest first. Turns with an unreadable timestamp are dropped: we cannot show they are in the
 * window. Returns oldest first.
 */
export function selectHistory(history: readonly ConversationTurn[], now: string): ConversationTurn[] {
  const nowMs = Date.parse(now);
  if (Number.isNaN(nowMs)) return [];
  const since = nowMs - HISTORY_LIMITS.maxAgeMs;
  const recent = history
    .filter((turn) => {
      const at = Date.parse(turn.at);
      return !Number.isNaN(at) && at >= since && turn.content.trim().length > 0;
    })
    .slice(-HISTORY_LIMITS.maxTurns)
    .map((turn) => ({ ...turn, content: truncate(turn.content.trim(), HISTORY_LIMITS.maxTurnChars) }));

  const kept: ConversationTurn[] = [];
  let total = 0;
  for (let i = recent.length - 1; i >= 0; i--) {
    const turn = recent[i]!;
    if (total + turn.content.length > HISTORY_LIMITS.maxTotalChars) break;
    total += turn.content.length;
    kept.unshift(turn);
  }
  return kept;
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
