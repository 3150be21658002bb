import {
  COMPANY_TYPES,
  DISCIPLINES,
  EXPERIENCE_LEVEL_OPTIONS,
  EXPERIENCE_LEVELS,
  INDUSTRY_SECTORS,
  experienceLevelLabel,
  isCompanyType,
  isDiscipline,
  isIndustrySector,
} from './options';

describe('profile option lists', () => {
  it('has the counts the spec states (17 sectors, 40 disciplines, 4 levels, 9 company types)', () => {
    expect(INDUSTRY_SECTORS).toHaveLength(17);
    expect(DISCIPLINES).toHaveLength(40);
    expect(EXPERIENCE_LEVEL_OPTIONS).toHaveLength(4);
    expect(COMPANY_TYPES).toHaveLength(9);
  });

  it('has no duplicate labels', () => {
    expect(new Set(INDUSTRY_SECTORS).size).toBe(INDUSTRY_SECTORS.length);
    expect(new Set(DISCIPLINES).size).toBe(DISCIPLINES.length);
    expect(new Set(COMPANY_TYPES).size).toBe(COMPANY_TYPES.length);
  });

  it('keeps experience level values and options in step', () => {
    expect(EXPERIENCE_LEVEL_OPTIONS.map((o) => o.value)).toEqual([...EXPERIENCE_LEVELS]);
    expect(experienceLevelLabel('expert')).toBe('Expert / Principal (15+ years)');
  });

  it('recognises exact labels only', () => {
    expect(isIndustrySector('Mining & Resources')).toBe(true);
    expect(isIndustrySector('mining & resources')).toBe(false);
    expect(isDiscipline('Façade Engineering')).toBe(true);
    expect(isDiscipline('Facade Engineering')).toBe(false);
    expect(isCompanyType('Other')).toBe(true);
    expect(isCompanyType('Others')).toBe(false);
  });
});
