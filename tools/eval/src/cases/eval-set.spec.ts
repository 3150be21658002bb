import { createHash } from 'node:crypto';
import {
  COMPANY_TYPES,
  EXPERIENCE_LEVELS,
  INDUSTRY_SECTORS,
  MAX_SOURCES_PER_ANSWER,
} from '@buildmentor/contracts';
import { EVAL_SET, EVAL_SETS } from './index';
import { evalCaseSchema, evalSetSchema, MIN_CASES } from './eval-case.schema';
import { HOLDOUT_V1_CASES } from './holdout-v1';
import { REFERENCES } from './references';
import { V1_CASES } from './v1';

const V1_SHA256 = '8a9509be8d477b8b401d191918a8bb2b5e8a1f019d2c7068b7cc231d51819129';
const HOLDOUT_V1_SHA256 = 'c8671143702325cb899c7af9ad6e06421dff266811a9593dc93b3703adbfbec0';

const sha256 = (cases: unknown) => createHash('sha256').update(JSON.stringify(cases)).digest('hex');

describe('the v1 evaluation set', () => {
  const cases = EVAL_SET.cases;

  it('has at least 40 cases with unique ids', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('covers every sector of the spec and every experience level', () => {
    const sectors = new Set(cases.flatMap((c) => c.profile.industrySectors));
    expect(INDUSTRY_SECTORS.filter((sector) => !sectors.has(sector))).toEqual([]);
    for (const level of EXPERIENCE_LEVELS)
      expect(cases.filter((c) => c.profile.experienceLevel === level).length).toBeGreaterThanOrEqual(8);
    expect(new Set(cases.map((c) => c.profile.companyType)).size).toBeGreaterThanOrEqual(
      COMPANY_TYPES.length - 2,
    );
  });

  it('has Enhanced, New Zealand, follow-up and out-of-scope cases', () => {
    expect(cases.filter((c) => c.enhanced).length).toBeGreaterThanOrEqual(6);
    expect(cases.filter((c) => c.jurisdiction === 'NZ').length).toBeGreaterThanOrEqual(8);
    expect(cases.filter((c) => c.history.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(cases.filter((c) => c.outOfScope).length).toBeGreaterThanOrEqual(3);
  });

  it('gives every expectation a public source', () => {
    for (const [key, entry] of REFERENCES) {
      expect(entry.source).toMatch(
        /standards\.org\.au|standards\.govt\.nz|abcb\.gov\.au|building\.govt\.nz|legislation\.gov\.au/,
      );
      expect(entry.pattern.test(key)).toBe(true);
    }
    for (const { mustNot } of cases)
      for (const forbidden of mustNot) expect(forbidden.source).toMatch(/Standards Australia|ABCB|MBIE/);
  });

  it('supplies no more passages than an answer may cite', () => {
    for (const c of cases.filter((c) => c.enhanced))
      expect(c.passages.length).toBeLessThanOrEqual(MAX_SOURCES_PER_ANSWER);
  });

  it('never forbids what the same case requires', () => {
    for (const c of cases) {
      const named = c.required.join('; ');
      for (const { pattern } of c.mustNot) expect(new RegExp(pattern, 'i').test(named)).toBe(false);
    }
  });

  // Scores are comparable only within one version: a changed case belongs in a v2 file. This
  // fails on any edit to v1; a new version gets its own hash here.
  it('stays what version 1 was', () => {
    expect(EVAL_SET.version).toBe('v1');
    expect(sha256(V1_CASES)).toBe(V1_SHA256);
  });
});

describe('the held-out set (holdout-v1)', () => {
  const cases = EVAL_SETS['holdout-v1'].cases;
  /** Lower case, letters and digits only: "What standard ...?" and "what standard ..." are one question. */
  const normalise = (question: string) =>
    question
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();

  it('has at least 24 cases, none sharing an id or a question with v1', () => {
    expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES.holdout);
    const v1Ids = new Set(EVAL_SET.cases.map((c) => c.id));
    expect(cases.filter((c) => v1Ids.has(c.id)).map((c) => c.id)).toEqual([]);
    const v1Questions = new Set(
      EVAL_SET.cases
        .flatMap((c) => [c.question, ...c.history.flatMap((t) => (t.content ? [t.content] : []))])
        .map(normalise),
    );
    expect(cases.filter((c) => v1Questions.has(normalise(c.question))).map((c) => c.id)).toEqual([]);
  });

  it('covers every sector of the spec, every experience level and company type', () => {
    const sectors = new Set(cases.flatMap((c) => c.profile.industrySectors));
    expect(INDUSTRY_SECTORS.filter((sector) => !sectors.has(sector))).toEqual([]);
    for (const level of EXPERIENCE_LEVELS)
      expect(cases.filter((c) => c.profile.experienceLevel === level).length).toBeGreaterThanOrEqual(5);
    const companyTypes = new Set(cases.map((c) => c.profile.companyType));
    expect(COMPANY_TYPES.filter((type) => !companyTypes.has(type))).toEqual([]);
  });

  it('has Enhanced (one with only unrelated documents), New Zealand, follow-up and out-of-scope cases', () => {
    const enhanced = cases.filter((c) => c.enhanced);
    expect(enhanced.length).toBeGreaterThanOrEqual(3);
    expect(enhanced.filter((c) => c.expectedSources.length === 0).length).toBeGreaterThanOrEqual(1);
    expect(cases.filter((c) => c.jurisdiction === 'NZ').length).toBeGreaterThanOrEqual(6);
    expect(cases.filter((c) => c.history.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(cases.filter((c) => c.outOfScope).length).toBeGreaterThanOrEqual(3);
  });

  it('supplies no more passages than an answer may cite, and never forbids what a case requires', () => {
    for (const c of cases) {
      expect(c.passages.length).toBeLessThanOrEqual(MAX_SOURCES_PER_ANSWER);
      const named = c.required.join('; ');
      for (const { pattern } of c.mustNot) expect(new RegExp(pattern, 'i').test(named)).toBe(false);
      for (const forbidden of c.mustNot) expect(forbidden.source).toMatch(/Standards Australia|ABCB|MBIE/);
    }
  });

  // Frozen like v1: a changed held-out case goes into a new file (holdout-v2.ts) with its own hash.
  it('stays what holdout-v1 was', () => {
    expect(EVAL_SETS['holdout-v1'].version).toBe('holdout-v1');
    expect(sha256(HOLDOUT_V1_CASES)).toBe(HOLDOUT_V1_SHA256);
  });
});

describe('evalCaseSchema', () => {
  const base = V1_CASES.find((c) => c.id === 'au-enhanced-wet-area-spec')!;

  it('refuses an Enhanced case without passages, and passages outside Enhanced mode', () => {
    expect(evalCaseSchema.safeParse({ ...base, passages: [] }).success).toBe(false);
    expect(evalCaseSchema.safeParse({ ...base, enhanced: false }).success).toBe(false);
  });

  it('refuses an expected source that is not supplied, and a profile label outside the spec lists', () => {
    expect(evalCaseSchema.safeParse({ ...base, expectedSources: ['doc-missing'] }).success).toBe(false);
    expect(
      evalCaseSchema.safeParse({ ...base, profile: { ...base.profile, disciplines: ['Plumbing'] } }).success,
    ).toBe(false);
  });

  it("refuses the answerer's own turn where no question comes before it", () => {
    expect(evalCaseSchema.safeParse({ ...base, history: [{ role: 'assistant' }] }).success).toBe(false);
    expect(
      evalCaseSchema.safeParse({
        ...base,
        history: [{ role: 'user', content: 'First question?' }, { role: 'assistant' }],
      }).success,
    ).toBe(true);
  });

  it('refuses an unknown reference, a bad pattern and a set of duplicate ids', () => {
    expect(evalCaseSchema.safeParse({ ...base, required: ['AS 9999'] }).success).toBe(false);
    expect(
      evalCaseSchema.safeParse({
        ...base,
        mustNot: [{ pattern: '(', why: 'an unclosed group', source: 'Standards Australia store' }],
      }).success,
    ).toBe(false);
    expect(
      evalSetSchema.safeParse({ version: 'v1', cases: Array.from({ length: 40 }, () => base) }).success,
    ).toBe(false);
  });

  it('wants 40 cases in a main set and 24 in a held-out one', () => {
    const distinct = (n: number) => Array.from({ length: n }, (_, i) => ({ ...base, id: `case-${i}` }));
    expect(evalSetSchema.safeParse({ version: 'v2', cases: distinct(39) }).success).toBe(false);
    expect(evalSetSchema.safeParse({ version: 'v2', cases: distinct(40) }).success).toBe(true);
    expect(evalSetSchema.safeParse({ version: 'holdout-v2', cases: distinct(23) }).success).toBe(false);
    expect(evalSetSchema.safeParse({ version: 'holdout-v2', cases: distinct(24) }).success).toBe(true);
    expect(evalSetSchema.safeParse({ version: 'heldout', cases: distinct(40) }).success).toBe(false);
  });
});
