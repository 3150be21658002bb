/** Spec section 9: the welcome wizard has 4 steps. */
export const WIZARD_STEP_COUNT = 4;

export type WizardStep = 1 | 2 | 3 | 4;

/** What the wizard collects (the onboarding payload without primary_focus, which is always ''). */
export interface WizardAnswers {
  industry_sectors: string[];
  disciplines: string[];
  experience_level: string | null;
  company_type: string | null;
}

export const EMPTY_ANSWERS: WizardAnswers = {
  industry_sectors: [],
  disciplines: [],
  experience_level: null,
  company_type: null,
};

/** Short names for the step dots. */
export const STEP_NAMES: Readonly<Record<WizardStep, string>> = {
  1: 'Industry sectors',
  2: 'Disciplines',
  3: 'Experience and company',
  4: 'Summary',
};

/** Each step's question, its heading. */
export const STEP_TITLES: Readonly<Record<WizardStep, string>> = {
  1: 'Which industry sectors do you work in?',
  2: 'What are your disciplines?',
  3: 'Your experience and company',
  4: "You're all set!",
};

/**
 * Spec section 5: step 1 needs at least one sector, step 2 at least one discipline, step 3 both
 * an experience level and a company type; step 4 is always allowed.
 */
export function canProceed(step: WizardStep, answers: WizardAnswers): boolean {
  switch (step) {
    case 1:
      return answers.industry_sectors.length > 0;
    case 2:
      return answers.disciplines.length > 0;
    case 3:
      return answers.experience_level !== null && answers.company_type !== null;
    case 4:
      return true;
  }
}

/** What the user still has to do before Next is enabled (read with the disabled button). */
export const STEP_REQUIREMENTS: Readonly<Record<WizardStep, string>> = {
  1: 'Select at least one industry sector to continue.',
  2: 'Select at least one discipline to continue.',
  3: 'Choose your experience level and company type to continue.',
  4: '',
};

/** Step dot state: the current step is blue, done steps green, upcoming grey. */
export function stepState(dot: WizardStep, current: WizardStep): 'current' | 'done' | 'upcoming' {
  if (dot === current) return 'current';
  return dot < current ? 'done' : 'upcoming';
}
