import type { IndustrySector } from '@buildmentor/contracts';

/**
 * The 17 industry sectors (spec section 3), in the spec's order. Restated because a value import
 * of '@buildmentor/contracts' would bundle its zod schemas; the types below make tsc fail the day
 * this list and the contract's disagree (a wrong name, or a missing one).
 */
export const PARTNER_SECTORS = [
  'Commercial',
  'Industrial',
  'Mining & Resources',
  'Health',
  'Data Centres',
  'Residential',
  'Hotels & Hospitality',
  'Education',
  'Transport & Infrastructure',
  'Energy & Utilities',
  'Government & Civic',
  'Retail & Entertainment',
  'Agriculture & Food Processing',
  'Sports & Recreation',
  'Mixed-Use Developments',
  'Specialist Facilities',
  'Others',
] as const satisfies readonly IndustrySector[];

type MissingSector = Exclude<IndustrySector, (typeof PARTNER_SECTORS)[number]>;
export const _EVERY_SECTOR_LISTED: [MissingSector] extends [never] ? true : MissingSector = true;
