import {
  MAX_CUSTOM_INSTRUCTIONS_LENGTH,
  isCompanyType,
  isDiscipline,
  isExperienceLevel,
  isIndustrySector,
  type ExperienceLevel,
} from '@buildmentor/contracts';
import type { DomainErrorIssue } from '../shared/domain-error';
import { isBlank, unique } from '../shared/text';
import { PROFILE_MESSAGES } from './user.errors';

/**
 * Profile rules shared by onboarding (everything required, spec section 5's wizard steps) and
 * preferences (nothing required). In both, a value that IS given must be one of the spec's
 * options: the read side and the prompt builder rely on the labels being known.
 */

export function checkSectors(values: readonly string[], path: string, issues: DomainErrorIssue[]): string[] {
  values.forEach((value, index) => {
    if (!isIndustrySector(value))
      issues.push({ path: `${path}[${index}]`, message: PROFILE_MESSAGES.unknownSector(value) });
  });
  return unique(values);
}

export function checkDisciplines(
  values: readonly string[],
  path: string,
  issues: DomainErrorIssue[],
): string[] {
  values.forEach((value, index) => {
    if (!isDiscipline(value))
      issues.push({ path: `${path}[${index}]`, message: PROFILE_MESSAGES.unknownDiscipline(value) });
  });
  return unique(values);
}

/** Returns the level, or null when not chosen (null or blank). */
export function checkExperienceLevel(
  value: string | null | undefined,
  path: string,
  issues: DomainErrorIssue[],
): ExperienceLevel | null {
  if (isBlank(value)) return null;
  if (value && isExperienceLevel(value)) return value;
  issues.push({ path, message: PROFILE_MESSAGES.unknownExperienceLevel(String(value)) });
  return null;
}

/** Returns the company type, or '' when not chosen. */
export function checkCompanyType(
  value: string | null | undefined,
  path: string,
  issues: DomainErrorIssue[],
): string {
  if (isBlank(value) || !value) return '';
  if (!isCompanyType(value)) issues.push({ path, message: PROFILE_MESSAGES.unknownCompanyType(value) });
  return value;
}

/**
 * The spec shows no limit on custom instructions, but they go into every prompt, so the server
 * caps them at MAX_CUSTOM_INSTRUCTIONS_LENGTH (2,000 characters, about 500 tokens): enough for a
 * paragraph of house style, not enough to crowd out the question and the retrieved passages.
 */
export function checkCustomInstructions(value: string, path: string, issues: DomainErrorIssue[]): string {
  if (value.length > MAX_CUSTOM_INSTRUCTIONS_LENGTH)
    issues.push({ path, message: PROFILE_MESSAGES.customInstructionsTooLong });
  return value;
}
