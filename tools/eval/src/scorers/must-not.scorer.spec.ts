import { BAL_LEVELS, NZ_NOT_NCC, WET_AREAS_NOT_4654, WIND_NOT_OTHER_1170 } from '../cases/forbidden';
import { aCase, anAnswer } from '../testing/fixtures';
import { REPEATS_PREVIOUS_ANSWER, scoreMustNot } from './must-not.scorer';

const says = (text: string) => anAnswer({ summary: text, response: { technical: text } });

describe('scoreMustNot', () => {
  const evalCase = aCase({ mustNot: [BAL_LEVELS, WET_AREAS_NOT_4654] });

  it('gives 1 when the answer says none of the forbidden things', () => {
    expect(
      scoreMustNot(says('The site is BAL-29 under AS 3959; BAL-12.5 is the lowest rated level.'), evalCase),
    ).toEqual({
      score: 1,
      notes: [],
    });
  });

  it('gives 0 for any forbidden statement and names it', () => {
    expect(scoreMustNot(says('Build to BAL-25.'), evalCase)).toEqual({
      score: 0,
      notes: [`says: ${BAL_LEVELS.why}`],
    });
    expect(scoreMustNot(says('AS 4654.2 applies to the shower.'), evalCase)?.score).toBe(0);
  });

  it('does not catch a correct answer that names both topics', () => {
    const wind = aCase({ mustNot: [WIND_NOT_OTHER_1170] });
    expect(scoreMustNot(says('Wind actions to AS/NZS 1170.2; earthquake to AS 1170.4.'), wind)?.score).toBe(
      1,
    );
    expect(scoreMustNot(says('Wind actions (AS/NZS 1170.1) are wrong.'), wind)?.score).toBe(0);
  });

  it('does not read one table row into the next (a statement stays on its line)', () => {
    const wind = aCase({ mustNot: [WIND_NOT_OTHER_1170] });
    const table = anAnswer({
      blocks: [
        {
          type: 'table',
          caption: 'Design actions',
          dense: false,
          headers: ['Design for', 'Standard'],
          rows: [
            ['Permanent and imposed actions', 'AS/NZS 1170.1'],
            ['Wind actions', 'AS/NZS 1170.2'],
          ],
        },
      ],
    });
    expect(scoreMustNot(table, wind)).toEqual({ score: 1, notes: [] });
    const wrongLine = anAnswer({
      blocks: [{ type: 'markdown', text: 'Dead loads come first.\nWind actions: AS/NZS 1170.1.' }],
    });
    expect(scoreMustNot(wrongLine, wind)?.score).toBe(0);
  });

  it('catches the NCC in a New Zealand answer but not a word that contains the letters', () => {
    const nz = aCase({ jurisdiction: 'NZ', mustNot: [NZ_NOT_NCC] });
    expect(scoreMustNot(says('Under the NCC Volume Two...'), nz)?.score).toBe(0);
    expect(scoreMustNot(says('E2/AS1 covers the cladding (BRANCC is not a word).'), nz)?.score).toBe(1);
  });

  it("counts a follow-up answered with the previous answer's technical part as forbidden", () => {
    const previousAnswer = anAnswer({ title: 'Shower waterproofing' });
    const repeat = anAnswer({ title: 'A new title, the same text' });
    expect(scoreMustNot(repeat, aCase(), { previousAnswer })).toEqual({
      score: 0,
      notes: [`says: ${REPEATS_PREVIOUS_ANSWER}`],
    });
    const answered = anAnswer({ response: { technical: 'Falls to the waste are set by AS 3740.' } });
    expect(scoreMustNot(answered, aCase(), { previousAnswer })).toEqual({ score: 1, notes: [] });
  });

  it('does not apply when the case forbids nothing and is no follow-up', () => {
    expect(scoreMustNot(anAnswer(), aCase())).toBeNull();
  });
});
