import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { tokenUsageProjection, type TokenUsageDoc } from './token-usage.projection';

const usage = (promptTokens: number, completionTokens: number) => ({
  usage: { promptTokens, completionTokens },
});
const generated = (questionId: string, tokens = usage(800, 400)) => ({
  ...EVENT_DATA_SAMPLES.AnswerGenerated,
  userId: 'u1',
  questionId,
  generator: 'openai' as const,
  ...tokens,
});
// 2026-03-02T14:00Z is already 3 March in Sydney (UTC+11).
const MARCH_2 = '2026-03-02T01:00:00.000Z';
const MARCH_3 = '2026-03-02T14:00:00.000Z';

describe('token usage projection', () => {
  it('AnswerGenerated with usage adds its tokens to the user’s Sydney day', () => {
    const h = new ProjectionHarness<TokenUsageDoc>(tokenUsageProjection);
    h.apply(h.event('AnswerGenerated', generated('q1'), MARCH_2));
    h.apply(h.event('AnswerGenerated', generated('q2', usage(100, 50)), MARCH_2));
    h.apply(h.event('AnswerGenerated', generated('q3', usage(1, 2)), MARCH_3));
    expect(h.get('u1:2026-03-02')).toMatchObject({
      user_id: 'u1',
      day: '2026-03-02',
      prompt_tokens: 900,
      completion_tokens: 450,
      answers: 2,
    });
    expect(h.get('u1:2026-03-03')).toMatchObject({ prompt_tokens: 1, completion_tokens: 2, answers: 1 });
  });

  it('AnswerGenerated without usage (the offline answerer, older events) adds nothing', () => {
    const h = new ProjectionHarness<TokenUsageDoc>(tokenUsageProjection);
    h.apply(h.event('AnswerGenerated', { ...EVENT_DATA_SAMPLES.AnswerGenerated, userId: 'u1' }, MARCH_2));
    expect(h.docs.size).toBe(0);
  });

  it('AnswerFailed with usage counts what the failed reply cost', () => {
    const h = new ProjectionHarness<TokenUsageDoc>(tokenUsageProjection);
    h.apply(
      h.event(
        'AnswerFailed',
        { ...EVENT_DATA_SAMPLES.AnswerFailed, userId: 'u1', ...usage(700, 4000) },
        MARCH_2,
      ),
    );
    expect(h.get('u1:2026-03-02')).toMatchObject({ prompt_tokens: 700, completion_tokens: 4000, answers: 1 });
  });

  it('AnswerStopped with usage counts it; without usage it adds nothing', () => {
    const h = new ProjectionHarness<TokenUsageDoc>(tokenUsageProjection);
    h.apply(h.event('AnswerStopped', { ...EVENT_DATA_SAMPLES.AnswerStopped, userId: 'u1' }, MARCH_2));
    expect(h.docs.size).toBe(0);
    h.apply(
      h.event(
        'AnswerStopped',
        { ...EVENT_DATA_SAMPLES.AnswerStopped, userId: 'u1', ...usage(10, 3) },
        MARCH_2,
      ),
    );
    expect(h.get('u1:2026-03-02')).toMatchObject({ prompt_tokens: 10, completion_tokens: 3, answers: 1 });
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<TokenUsageDoc>(tokenUsageProjection);
    const events = [
      h.event('AnswerGenerated', generated('q1'), MARCH_2),
      h.event('AnswerGenerated', { ...generated('q2'), userId: 'u2' }, MARCH_2),
      h.event('AnswerFailed', { ...EVENT_DATA_SAMPLES.AnswerFailed, userId: 'u1', ...usage(5, 5) }, MARCH_2),
      h.event(
        'AnswerStopped',
        { ...EVENT_DATA_SAMPLES.AnswerStopped, userId: 'u1', ...usage(1, 1) },
        MARCH_3,
      ),
    ];
    const { once, twice } = onceAndTwice(tokenUsageProjection, events);
    expect(once).toMatchObject({
      'u1:2026-03-02': { prompt_tokens: 805, completion_tokens: 405, answers: 2 },
      'u2:2026-03-02': { prompt_tokens: 800, completion_tokens: 400, answers: 1 },
      'u1:2026-03-03': { prompt_tokens: 1, completion_tokens: 1, answers: 1 },
    });
    expect(twice).toEqual(once);
  });
});
