import { referenceEntry, standardPattern } from '../cases/references';
import { aCase, anAnswer } from '../testing/fixtures';
import { scoreReferences } from './references.scorer';

describe('standardPattern', () => {
  it.each(['AS 3740', 'AS3740', 'AS 3740-2021', 'AS 3740:2021', 'AS/NZS 3740', 'as 3740'])(
    'finds AS 3740 in "%s"',
    (text) => {
      expect(standardPattern('AS 3740').test(`Waterproof to ${text}.`)).toBe(true);
    },
  );

  it.each(['AS 37400', 'AS 374', 'CAS 3740', 'section 3740'])('does not take "%s" for AS 3740', (text) => {
    expect(standardPattern('AS 3740').test(`See ${text}.`)).toBe(false);
  });

  it('wants the named part of a standard, in either spelling', () => {
    const wind = standardPattern('AS/NZS 1170.2');
    expect(wind.test('AS/NZS 1170.2:2021')).toBe(true);
    expect(wind.test('AS 1170 Part 2')).toBe(true);
    expect(wind.test('AS/NZS 1170.1')).toBe(false);
    expect(wind.test('AS/NZS 1170')).toBe(false);
  });

  it('lets any part meet a required series', () => {
    expect(standardPattern('AS 1684').test('AS 1684.2-2021')).toBe(true);
  });
});

describe('scoreReferences', () => {
  it('is the fraction of the required references the answer names', () => {
    const evalCase = aCase({ required: ['AS 3740', 'NCC Volume Two'] });
    expect(scoreReferences(anAnswer(), evalCase)).toEqual({
      score: 0.5,
      notes: ['does not name NCC Volume Two'],
    });
  });

  it('reads every part a reader sees, blocks and next steps included', () => {
    const evalCase = aCase({ required: ['AS 3740', 'NCC Volume Two', 'AS 4654.2'] });
    const answer = anAnswer({
      blocks: [{ type: 'callout', tone: 'info', text: 'References: NCC 2022 Volume Two.' }],
      response: { next_steps: ['Check AS 4654.2 for the balcony.', 'Book the inspection.'] },
    });
    expect(scoreReferences(answer, evalCase)?.score).toBe(1);
  });

  it('names NCC volumes and NZBC clauses however they are written', () => {
    const evalCase = aCase({ required: ['NCC Volume One', 'NZBC E2'], jurisdiction: 'NZ' });
    expect(scoreReferences(anAnswer({ summary: 'Volume One of the NCC; E2/AS1.' }), evalCase)?.score).toBe(1);
    expect(scoreReferences(anAnswer({ summary: 'BCA Vol 1; clause E2.' }), evalCase)?.score).toBe(1);
  });

  it('does not take a bare "B1" (also an exposure classification) for clause B1', () => {
    const pattern = referenceEntry('NZBC B1').pattern;
    expect(pattern.test('Exposure classification B1 applies to the slab.')).toBe(false);
    for (const text of ['clause B1', 'NZBC B1', 'B1/AS1', 'B1 Structure', 'Building Code clause B1'])
      expect(pattern.test(text)).toBe(true);
  });

  it('does not apply to an out-of-scope case', () => {
    expect(scoreReferences(anAnswer(), aCase({ required: [], outOfScope: true }))).toBeNull();
  });
});
