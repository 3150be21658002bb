import { makeConversationTitle } from './conversation-title';

describe('makeConversationTitle', () => {
  it('keeps a short question whole, with whitespace collapsed', () => {
    expect(makeConversationTitle('  What is the NCC\n stair   handrail height? ')).toBe(
      'What is the NCC stair handrail height?',
    );
  });

  it('keeps a question of exactly 60 characters', () => {
    const question = 'a'.repeat(60);
    expect(makeConversationTitle(question)).toBe(question);
  });

  it('cuts a long question at the last word boundary within 60 characters', () => {
    const title = makeConversationTitle(
      'What fire resistance level is required for a fire-rated door in a Class 2 apartment building?',
    );
    expect(title).toBe('What fire resistance level is required for a fire-rated door…');
    expect(title.length).toBeLessThanOrEqual(61);
  });

  it('uses a space right after the limit as the boundary', () => {
    const question = `${'word '.repeat(11)}abcde`; // exactly 60 characters, then ' more'
    expect(makeConversationTitle(`${question} more words here`)).toBe(`${question}…`);
  });

  it('drops punctuation before the ellipsis', () => {
    expect(makeConversationTitle(`${'x'.repeat(45)} stairs: ${'y'.repeat(20)}`)).toBe(
      `${'x'.repeat(45)} stairs…`,
    );
    expect(makeConversationTitle(`${'x'.repeat(40)} handrails, ${'y'.repeat(30)}`)).toBe(
      `${'x'.repeat(40)} handrails…`,
    );
  });

  it('cuts a single very long word mid-word rather than leaving a stub', () => {
    expect(makeConversationTitle(`Is ${'z'.repeat(100)}`)).toBe(`Is ${'z'.repeat(57)}…`);
  });
});
