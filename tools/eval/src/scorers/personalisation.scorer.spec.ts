import { aCase, anAnswer, wordsOf } from '../testing/fixtures';
import { labelTerms, scorePersonalisation } from './personalisation.scorer';

const profile = (experienceLevel: 'graduate' | 'intermediate' | 'senior' | 'expert') => ({
  experienceLevel,
  industrySectors: ['Health' as const],
  disciplines: ['Hydraulic Engineering / Plumbing' as const],
  companyType: 'Construction Company' as const,
});

describe('scorePersonalisation', () => {
  it('wants a graduate answer detailed, with mentoring in steps', () => {
    const graduate = aCase({ profile: profile('graduate') });
    const detailed = anAnswer({
      response: {
        technical: wordsOf(200),
        mentoring: '1. Read the clause.\n2. Ask a senior.\n3. Keep a log.',
      },
    });
    expect(scorePersonalisation(detailed, graduate)).toEqual({ score: 1, notes: [] });
    const terse = anAnswer({ response: { technical: 'Use AS 3740.', mentoring: 'Fine.' } });
    expect(scorePersonalisation(terse, graduate)?.score).toBe(0);
  });

  it('wants an expert answer concise, with a short mentoring note', () => {
    const expert = aCase({ profile: profile('expert') });
    const concise = anAnswer({
      response: { technical: wordsOf(120), mentoring: 'Key judgement: the pathway.' },
    });
    expect(scorePersonalisation(concise, expert)?.score).toBe(1);
    const lecture = anAnswer({ response: { technical: wordsOf(600), mentoring: wordsOf(200) } });
    expect(scorePersonalisation(lecture, expert)).toEqual({
      score: 0,
      notes: ['800 words for expert (wants 30-400)', 'mentoring is not concise, a short mentoring note'],
    });
  });

  it('wants a senior mentoring note to be strategic', () => {
    const senior = aCase({ profile: profile('senior') });
    const strategic = anAnswer({
      response: { technical: wordsOf(150), mentoring: 'Settle the pathway early.' },
    });
    const plain = anAnswer({ response: { technical: wordsOf(150), mentoring: 'Good luck.' } });
    expect(scorePersonalisation(strategic, senior)?.score).toBe(1);
    expect(scorePersonalisation(plain, senior)?.score).toBe(0.5);
  });

  it('gives half for naming the discipline or sector when the case asks for it', () => {
    const evalCase = aCase({ profile: profile('intermediate'), mentions: ['discipline', 'sector'] });
    const base = { technical: wordsOf(150), mentoring: 'Confirm the detail on site.' };
    expect(scorePersonalisation(anAnswer({ response: base }), evalCase)?.score).toBe(0.5);
    const named = anAnswer({
      response: { ...base, mentoring: 'For your plumbing work on health projects, confirm it.' },
    });
    expect(scorePersonalisation(named, evalCase)).toEqual({ score: 1, notes: [] });
    const half = anAnswer({ response: { ...base, mentoring: 'As the hydraulic engineer, confirm it.' } });
    expect(scorePersonalisation(half, evalCase)).toEqual({
      score: 0.75,
      notes: ["does not mention the asker's sector"],
    });
  });

  it('does not apply to an out-of-scope case', () => {
    expect(scorePersonalisation(anAnswer(), aCase({ required: [], outOfScope: true }))).toBeNull();
  });
});

describe('labelTerms', () => {
  const names = (label: string, text: string) => labelTerms(label).some((term) => term.test(text));

  it('finds an option label by its phrases or its distinctive words', () => {
    expect(names('Hydraulic Engineering / Plumbing', 'the plumbing design')).toBe(true);
    expect(names('Hydraulic Engineering / Plumbing', 'as the hydraulic engineer')).toBe(true);
    expect(names('Mechanical Services (HVAC)', 'the HVAC contractor')).toBe(true);
    expect(names('Data Centres', 'in a data centre')).toBe(true);
    expect(names('Data Centres', 'across data centres')).toBe(true);
  });

  it('does not count generic words or parts of other words', () => {
    expect(names('Structural Engineering', 'good engineering practice')).toBe(false);
    expect(names('Others', 'check with others')).toBe(false);
    expect(names('Retail & Entertainment', 'a non-retail use')).toBe(true);
    expect(names('Health', 'healthy')).toBe(true);
    expect(names('Health', 'wealth')).toBe(false);
  });
});
