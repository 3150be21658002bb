/**
 * Real, published business identifiers, for tests across the workspace. A checksum written from
 * the spec's prose alone could be self-consistent and still wrong, so each algorithm is pinned by
 * numbers the registers actually issued.
 */

export const REAL_ABNS = [
  '51 824 753 556', // the ATO's documented example ABN
  '53 004 085 616', // the ABR web services' example ABN (ACN 004 085 616)
  '33 051 775 556', // Telstra
  '49 004 028 077', // BHP
  '88 000 014 675', // Woolworths
  '48 123 123 124', // Commonwealth Bank of Australia
] as const;

export const REAL_ACNS = [
  '000 000 019', // ASIC's documented example ACNs...
  '000 250 000',
  '010 749 961',
  '004 085 616',
  '004 028 077', // BHP
  '051 775 556', // Telstra
  '000 014 675', // Woolworths
  '123 123 124', // Commonwealth Bank of Australia
] as const;

export const REAL_NZBNS = [
  '9429046393920', // org-id.guide's NZ-NZBN examples
  '9429050294954',
  '9429033934204', // Office Consumables Ltd
  '9429034042984',
  '9429041981658', // Momentum Life Limited
] as const;
