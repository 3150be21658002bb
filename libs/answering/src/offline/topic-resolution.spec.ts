import { type ConversationTurn } from '../answer-generator.port';
import { looksLikeFollowUp, resolveTopic } from './topic-resolution';

const AT = '2025-06-30T00:00:00.000Z';
const turns = (...questions: string[]): ConversationTurn[] =>
  questions.flatMap((content) => [
    { role: 'user' as const, content, at: AT },
    { role: 'assistant' as const, content: `Answer to: ${content}`, at: AT },
  ]);

describe('resolveTopic', () => {
  it('places a question in its own right when it names a topic, whatever came before', () => {
    const resolution = resolveTopic(
      'What is the stair handrail height?',
      turns('How do I waterproof a shower?'),
    );
    expect(resolution).toMatchObject({ topic: { id: 'stairs-handrails' }, followUp: false });
    expect(resolution?.earlierAnswers).toEqual(['Answer to: How do I waterproof a shower?']);
  });

  it('resolves a follow-up that places nothing alone from the earlier question', () => {
    const resolution = resolveTopic(
      'And what fall should the membrane have?',
      turns('How do I waterproof a shower?'),
    );
    expect(resolution).toMatchObject({ topic: { id: 'waterproofing' }, followUp: true });
  });

  it('looks back past an earlier follow-up, but only three questions', () => {
    const chain = turns('How do I waterproof a shower?', 'And the fall?', 'And the upturns?');
    expect(resolveTopic('What about the outlet?', chain)?.topic.id).toBe('waterproofing');
    const longer = turns('How do I waterproof a shower?', 'Ok.', 'Thanks.', 'Right.');
    expect(resolveTopic('What about the outlet?', longer)).toBeNull();
  });

  it('leaves a question that places nothing and does not read like a follow-up out of scope', () => {
    const question = 'Please explain the contract variation process under a lump sum contract in detail';
    expect(looksLikeFollowUp(question)).toBe(false);
    expect(resolveTopic(question, turns('How do I waterproof a shower?'))).toBeNull();
  });

  it('is out of scope without any history', () => {
    expect(resolveTopic('And what fall should the membrane have?', [])).toBeNull();
  });
});
