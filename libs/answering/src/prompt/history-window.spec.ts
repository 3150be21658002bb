import { type ConversationTurn } from '../answer-generator.port';
import { HISTORY_LIMITS, selectHistory } from './history-window';

const NOW = '2025-06-30T12:00:00.000Z';
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString();
const turn = (content: string, at: string, role: 'user' | 'assistant' = 'user'): ConversationTurn => ({
  role,
  content,
  at,
});

describe('selectHistory', () => {
  it('keeps turns within 30 days of now and drops older ones', () => {
    const kept = selectHistory(
      [turn('31 days', daysAgo(31)), turn('30 days', daysAgo(30)), turn('today', daysAgo(0))],
      NOW,
    );
    expect(kept.map((t) => t.content)).toEqual(['30 days', 'today']);
  });

  it('drops turns with unreadable timestamps and empty content', () => {
    expect(
      selectHistory([turn('bad date', 'yesterday'), turn('   ', daysAgo(1)), turn('ok', daysAgo(1))], NOW),
    ).toEqual([turn('ok', daysAgo(1))]);
  });

  it('keeps only the most recent turns', () => {
    const many = Array.from({ length: 20 }, (_, i) => turn(`turn ${i}`, daysAgo(1)));
    const kept = selectHistory(many, NOW);
    expect(kept).toHaveLength(HISTORY_LIMITS.maxTurns);
    expect(kept[0]!.content).toBe('turn 8');
    expect(kept.at(-1)!.content).toBe('turn 19');
  });

  it('caps the total size, dropping the oldest first, and cuts one long turn', () => {
    const long = 'x'.repeat(5000);
    const kept = selectHistory(
      [
        turn('a'.repeat(1400), daysAgo(2)),
        ...Array.from({ length: 4 }, () => turn(long, daysAgo(1), 'assistant')),
      ],
      NOW,
    );
    expect(kept).toHaveLength(4);
    expect(kept.every((t) => t.content.length === HISTORY_LIMITS.maxTurnChars)).toBe(true);
    expect(kept.reduce((sum, t) => sum + t.content.length, 0)).toBeLessThanOrEqual(
      HISTORY_LIMITS.maxTotalChars,
    );
  });

  it('returns nothing when now is not a date', () => {
    expect(selectHistory([turn('ok', daysAgo(1))], 'not a date')).toEqual([]);
  });
});
