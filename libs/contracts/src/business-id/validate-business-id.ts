import {
  BUSINESS_ID_FIELDS,
  MANUAL_REVIEW_REQUIRED,
  isBusinessIdCountry,
  schemesFor,
  type BusinessIdScheme,
} from './business-id-schemes';
import { isValidAbnChecksum, isValidAcnChecksum, isValidNzbnChecksum } from './checksums';

/**
 * One check for the browser (live feedback while typing) and the server (which re-checks and
 * never trusts the client's verdict), so both always agree. Messages are the spec's, verbatim.
 */
export interface BusinessIdValidation {
  valid: boolean;
  message: string;
  /** Spaces and dashes removed, upper-cased; '' for the opt-out. */
  normalized: string;
  /** True only for the opt-out: valid for submission, but a person must verify the business. */
  unverified: boolean;
}

export interface BusinessIdInput {
  country: string;
  scheme: string;
  number: string;
}

/** Spec section 5: spaces and dashes are removed and letters upper-cased before any check. */
export function normalizeBusinessId(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** Identifiers with a published check digit: the length, then the digits, then the checksum. */
const CHECKSUMMED: Partial<Record<BusinessIdScheme, { length: number; isValid(value: string): boolean }>> = {
  ABN: { length: 11, isValid: isValidAbnChecksum },
  ACN: { length: 9, isValid: isValidAcnChecksum },
  NZBN: { length: 13, isValid: isValidNzbnChecksum },
};

/** Identifiers with a shape but no public checksum: a match only means "plausible". */
const PATTERNS: Partial<Record<BusinessIdScheme, RegExp>> = {
  CRN: /^(?:\d{8}|[A-Z]{2}\d{6})$/,
  // The dash is already gone after normalising; the pattern still states the spec's shape.
  EIN: /^\d{2}-?\d{7}$/,
  BN: /^\d{9}$/,
  CRO: /^\d{6,7}$/,
  CIPC: /^\d{4}\/\d{6}\/\d{2}$/,
};

export const BUSINESS_ID_MESSAGES = {
  unsupportedCountry: 'Business identifiers from this country are not supported yet',
  unsupportedScheme: 'Please choose an identifier type for the selected country',
  formatValid: 'Format valid - Pending review',
  manualVerification: 'Manual verification required',
  invalidFormat: (example: string) => `Invalid format. Expected: ${example}`,
  wrongLength: (scheme: string, length: number) => `${scheme} must be ${length} digits`,
  notDigits: (scheme: string) => `Invalid ${scheme} format`,
  badChecksum: (scheme: string) => `Invalid ${scheme} checksum`,
  checksumValid: (scheme: string) => `${scheme} format valid - Pending review`,
} as const;

export function validateBusinessId({ country, scheme, number }: BusinessIdInput): BusinessIdValidation {
  const normalized = normalizeBusinessId(number);
  const result = (valid: boolean, message: string): BusinessIdValidation => ({
    valid,
    message,
    normalized,
    unverified: false,
  });
  if (!isBusinessIdCountry(country)) return result(false, BUSINESS_ID_MESSAGES.unsupportedCountry);
  const known = schemesFor(country).find((candidate) => candidate === scheme);
  if (!known) return result(false, BUSINESS_ID_MESSAGES.unsupportedScheme);

  const checksummed = CHECKSUMMED[known];
  if (checksummed) {
    if (normalized.length !== checksummed.length)
      return result(false, BUSINESS_ID_MESSAGES.wrongLength(known, checksummed.length));
    if (!/^\d+$/.test(normalized)) return result(false, BUSINESS_ID_MESSAGES.notDigits(known));
    if (!checksummed.isValid(normalized)) return result(false, BUSINESS_ID_MESSAGES.badChecksum(known));
    // "Pending review": a correct checksum proves the number is well-formed, not that it is theirs.
    return result(true, BUSINESS_ID_MESSAGES.checksumValid(known));
  }
  const pattern = PATTERNS[known];
  if (pattern && pattern.test(normalized)) return result(true, BUSINESS_ID_MESSAGES.formatValid);
  return result(false, BUSINESS_ID_MESSAGES.invalidFormat(BUSINESS_ID_FIELDS[known].example));
}

/** The "I don't have a business registration number" box: valid, but a person must verify it. */
export function businessIdOptOut(): BusinessIdValidation {
  return { valid: true, message: BUSINESS_ID_MESSAGES.manualVerification, normalized: '', unverified: true };
}

/** The spec's abn_acn field: 'SCHEME:NUMBER', or MANUAL_REVIEW_REQUIRED for the opt-out. */
export function abnAcnValue(scheme: BusinessIdScheme | null, normalized: string | null): string {
  return scheme && normalized ? `${scheme}:${normalized}` : MANUAL_REVIEW_REQUIRED;
}
