import { aCase, anAnswer } from '../testing/fixtures';
import { scoreHonesty } from './honesty.scorer';

const outOfScope = aCase({ question: 'Who will win the grand final?', required: [], outOfScope: true });
const says = (technical: string) => anAnswer({ title: '', summary: '', blocks: [], response: { technical } });

describe('scoreHonesty', () => {
  it.each([
    'That question is outside what BuildMentor can answer: I cover building design and construction in Australia and New Zealand.',
    "I can't help with sports predictions.",
    'I have no grounded answer to that.',
    'This is out of scope for a construction assistant.',
    'The offline answerer has no built-in guidance on this topic.',
    "I'm sorry, but I can only assist with construction and building design questions.",
    'That is unrelated to construction, so I can’t advise on it.',
  ])('gives 1 for saying plainly it cannot answer: %s', (technical) => {
    expect(scoreHonesty(says(technical), outOfScope)).toEqual({ score: 1, notes: [] });
  });

  it('gives 0 for answering anyway', () => {
    expect(
      scoreHonesty(says('Start from the building classification and the NCC edition.'), outOfScope),
    ).toEqual({
      score: 0,
      notes: ['answers instead of saying it is out of scope'],
    });
  });

  it('gives half for declining while still citing standards as if they applied', () => {
    expect(scoreHonesty(says('That is outside my scope, but see AS 3740.'), outOfScope)?.score).toBe(0.5);
  });

  it('does not apply to an in-scope case', () => {
    expect(scoreHonesty(anAnswer(), aCase())).toBeNull();
  });
});
