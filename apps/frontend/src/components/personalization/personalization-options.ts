import {
  COMPANY_TYPES,
  DISCIPLINE_OPTIONS,
  EXPERIENCE_LEVEL_OPTIONS,
  INDUSTRY_SECTOR_OPTIONS,
  type ExperienceLevel,
} from '@buildmentor/contracts';
import type { MultiSelectOption } from '../ui/multi-select';

/*
 * The option lists of spec section 3, shared by the welcome wizard and the profile screen. Values
 * come from contracts (the server checks against the same lists). Only the lazily loaded wizard
 * and profile chunks import this module, so the zod schemas that come with contracts never reach
 * the landing page's bundle.
 */

/** A sector or discipline is stored as its label (see contracts' options.ts). */
export const SECTOR_OPTIONS: readonly MultiSelectOption[] = INDUSTRY_SECTOR_OPTIONS.map(
  ({ label, description }) => ({
    value: label,
    label,
    description,
  }),
);

export const DISCIPLINE_SELECT_OPTIONS: readonly MultiSelectOption[] = DISCIPLINE_OPTIONS.map(
  ({ label, description }) => ({
    value: label,
    label,
    description,
  }),
);

export const COMPANY_TYPE_OPTIONS: readonly string[] = COMPANY_TYPES;

/** Spec section 9: selector max heights. */
export const SECTOR_LIST_MAX_HEIGHT = 300;
export const DISCIPLINE_LIST_MAX_HEIGHT = 400;

/**
 * Four example behaviours per level for the 'How AI adapts to your level' tooltip. The spec says
 * each level carries four but does not show them; these follow its adaptation column.
 */
export const EXPERIENCE_LEVEL_BEHAVIOURS: Readonly<
  Record<ExperienceLevel, readonly [string, string, string, string]>
> = {
  graduate: [
    'Explains the reasoning behind each code clause and standard',
    'Breaks tasks into clear step-by-step procedures',
    'Defines technical terms and acronyms as they come up',
    'Adds mentoring tips and common mistakes to avoid',
  ],
  intermediate: [
    'Leads with practical, job-ready solutions',
    'Gives moderate detail with the key clause references',
    'Flags coordination issues between trades and disciplines',
    'Suggests checks to make before you submit or certify',
  ],
  senior: [
    'Offers advanced technical insight and design trade-offs',
    'Takes a strategic, whole-of-project perspective',
    'Highlights compliance pathways, risk and performance solutions',
    'Helps you review and guide the work of your team',
  ],
  expert: [
    'Answers concisely, expert to expert',
    'Gives high-level summaries with precise references',
    'Skips the basics and goes straight to edge cases',
    'Discusses alternative solutions and their precedents',
  ],
};

export interface ExperienceLevelChoice {
  value: ExperienceLevel;
  label: string;
  adaptation: string;
  behaviours: readonly string[];
}

export const EXPERIENCE_LEVEL_CHOICES: readonly ExperienceLevelChoice[] = EXPERIENCE_LEVEL_OPTIONS.map(
  (option) => ({
    value: option.value,
    label: option.label,
    adaptation: option.adaptation,
    behaviours: EXPERIENCE_LEVEL_BEHAVIOURS[option.value],
  }),
);

/** The label of a stored level ('senior' → 'Senior (8-15 years)'); unknown values show as they are. */
export function experienceLevelText(level: string | null | undefined): string {
  if (!level) return '';
  return EXPERIENCE_LEVEL_CHOICES.find((choice) => choice.value === level)?.label ?? level;
}

/** The first `count` items and how many more there are (the summary's '+N more'). */
export function firstWithMore<T>(items: readonly T[], count: number): { shown: readonly T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(items.length - count, 0) };
}
