/**
 * The business identifiers a partner can give (spec section 5, "Business identifier rules") and
 * what the form shows for each (spec section 3, "Business id field config"). Plain TypeScript
 * with no zod: the browser imports this module directly for instant feedback while typing.
 */

export const BUSINESS_ID_COUNTRIES = ['AU', 'NZ', 'GB', 'US', 'CA', 'IE', 'ZA'] as const;
export const BUSINESS_ID_SCHEMES = ['ABN', 'ACN', 'NZBN', 'CRN', 'EIN', 'BN', 'CRO', 'CIPC'] as const;
export type BusinessIdCountry = (typeof BUSINESS_ID_COUNTRIES)[number];
export type BusinessIdScheme = (typeof BUSINESS_ID_SCHEMES)[number];

/** The spec's abn_acn value when the applicant ticked "I don't have a business registration number". */
export const MANUAL_REVIEW_REQUIRED = 'MANUAL_REVIEW_REQUIRED';

/** Spec section 9: the form starts on Australia / ABN. */
export const DEFAULT_BUSINESS_ID_COUNTRY: BusinessIdCountry = 'AU';
export const DEFAULT_BUSINESS_ID_SCHEME: BusinessIdScheme = 'ABN';

export const BUSINESS_ID_COUNTRY_NAMES: Readonly<Record<BusinessIdCountry, string>> = {
  AU: 'Australia',
  NZ: 'New Zealand',
  GB: 'United Kingdom',
  US: 'United States',
  CA: 'Canada',
  IE: 'Ireland',
  ZA: 'South Africa',
};

/** The first scheme is the country's default; the form shows a scheme select only when there are two or more. */
export const SCHEMES_BY_COUNTRY: Readonly<Record<BusinessIdCountry, readonly BusinessIdScheme[]>> = {
  AU: ['ABN', 'ACN'],
  NZ: ['NZBN'],
  GB: ['CRN'],
  US: ['EIN'],
  CA: ['BN'],
  IE: ['CRO'],
  ZA: ['CIPC'],
};

export interface BusinessIdFieldConfig {
  /** The label of the input, e.g. 'ABN (Australian Business Number)'. */
  name: string;
  placeholder: string;
  /** Shown under the input and in 'Invalid format. Expected: {example}'. */
  example: string;
  /** The official register where the applicant can look their number up ('Where to find this?'). */
  helpUrl: string;
}

/**
 * Examples are real, published identifiers (the ATO's own example ABN, BHP's ACN, NZBNs listed on
 * org-id.guide, Tesco PLC's company number) so that pasting the example itself validates. The
 * EIN, BN, CRO and CIPC examples only illustrate the shape: those schemes have no public checksum.
 */
export const BUSINESS_ID_FIELDS: Readonly<Record<BusinessIdScheme, BusinessIdFieldConfig>> = {
  ABN: {
    name: 'ABN (Australian Business Number)',
    placeholder: 'e.g. 51 824 753 556',
    example: '51 824 753 556',
    helpUrl: 'https://abr.business.gov.au/',
  },
  ACN: {
    name: 'ACN (Australian Company Number)',
    placeholder: 'e.g. 004 028 077',
    example: '004 028 077',
    helpUrl: 'https://www.asic.gov.au/online-services/search-asic-registers/',
  },
  NZBN: {
    name: 'NZBN (New Zealand Business Number)',
    placeholder: 'e.g. 9429046393920',
    example: '9429046393920',
    helpUrl: 'https://www.nzbn.govt.nz/mynzbn/search/',
  },
  CRN: {
    name: 'Company Registration Number (Companies House)',
    placeholder: 'e.g. 00445790 or SC123456',
    example: '00445790',
    helpUrl: 'https://find-and-update.company-information.service.gov.uk/',
  },
  EIN: {
    name: 'EIN (Employer Identification Number)',
    placeholder: 'e.g. 12-3456789',
    example: '12-3456789',
    helpUrl: 'https://www.irs.gov/businesses/small-businesses-self-employed/employer-id-numbers',
  },
  BN: {
    name: 'Business Number (Canada Revenue Agency)',
    placeholder: 'e.g. 123456789',
    example: '123456789',
    helpUrl: 'https://ised-isde.canada.ca/cc/lgcy/fdrlCrpSrch.html',
  },
  CRO: {
    name: 'CRO Company Number (Companies Registration Office)',
    placeholder: 'e.g. 123456',
    example: '123456',
    helpUrl: 'https://core.cro.ie/',
  },
  CIPC: {
    name: 'CIPC Registration Number',
    placeholder: 'e.g. 2019/123456/07',
    example: '2019/123456/07',
    helpUrl: 'https://eservices.cipc.co.za/',
  },
};

export function isBusinessIdCountry(value: string): value is BusinessIdCountry {
  return (BUSINESS_ID_COUNTRIES as readonly string[]).includes(value);
}

export function isBusinessIdScheme(value: string): value is BusinessIdScheme {
  return (BUSINESS_ID_SCHEMES as readonly string[]).includes(value);
}

/** The schemes offered for a country; [] for an unsupported one. */
export function schemesFor(country: string): readonly BusinessIdScheme[] {
  return isBusinessIdCountry(country) ? SCHEMES_BY_COUNTRY[country] : [];
}
