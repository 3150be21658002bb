import { resolveNextSteps, splitNumberedSteps } from './split-numbered-steps';

describe('splitNumberedSteps', () => {
  it('splits on markers counting up from 1, keeping text before the first as the intro', () => {
    expect(splitNumberedSteps('Next: 1. Survey the site 2) Lodge the DA 3. Engage a certifier')).toEqual({
      intro: 'Next:',
      steps: ['Survey the site', 'Lodge the DA', 'Engage a certifier'],
    });
  });

  it('does not split on numbers that are not the next marker', () => {
    expect(splitNumberedSteps('1. Read clause 3.1. of AS 1428.1. first 2. Check 5. items')).toEqual({
      intro: '',
      steps: ['Read clause 3.1. of AS 1428.1. first', 'Check 5. items'],
    });
  });

  it('returns the whole text as one step when it has no markers, and nothing for blank text', () => {
    expect(splitNumberedSteps('  Call the engineer. ')).toEqual({ intro: '', steps: ['Call the engineer.'] });
    expect(splitNumberedSteps('   ')).toEqual({ intro: '', steps: [] });
  });
});

describe('resolveNextSteps', () => {
  it('uses a steps array as given, dropping numbers the list already shows', () => {
    expect(resolveNextSteps(['1. Survey', '2. Lodge', ' '], 'ignored')).toEqual({
      intro: '',
      steps: ['Survey', 'Lodge'],
    });
  });

  it('splits the content when there is no steps array', () => {
    expect(resolveNextSteps(undefined, '1. Survey 2. Lodge')).toEqual({
      intro: '',
      steps: ['Survey', 'Lodge'],
    });
    expect(resolveNextSteps([], '1. Survey 2. Lodge').steps).toEqual(['Survey', 'Lodge']);
  });
});
