import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REAL_ABNS, REAL_ACNS, REAL_NZBNS } from '../testing/business-id-samples';
import {
  BUSINESS_ID_COUNTRIES,
  BUSINESS_ID_FIELDS,
  BUSINESS_ID_SCHEMES,
  DEFAULT_BUSINESS_ID_COUNTRY,
  DEFAULT_BUSINESS_ID_SCHEME,
  SCHEMES_BY_COUNTRY,
  schemesFor,
} from './business-id-schemes';
import {
  abnAcnValue,
  businessIdOptOut,
  normalizeBusinessId,
  validateBusinessId,
} from './validate-business-id';

const check = (country: string, scheme: string, number: string) =>
  validateBusinessId({ country, scheme, number });

describe('normalizeBusinessId', () => {
  it('removes spaces and dashes and upper-cases', () => {
    expect(normalizeBusinessId(' 51 824-753 556 ')).toBe('51824753556');
    expect(normalizeBusinessId('sc 123-456')).toBe('SC123456');
    expect(normalizeBusinessId('2019/123456/07')).toBe('2019/123456/07');
  });
});

describe('AU ABN (spec messages, verbatim)', () => {
  it.each(REAL_ABNS)('accepts %s as valid, pending review', (abn) => {
    expect(check('AU', 'ABN', abn)).toEqual({
      valid: true,
      message: 'ABN format valid - Pending review',
      normalized: abn.replace(/ /g, ''),
      unverified: false,
    });
  });
  it.each(['5182475355', '518247535561', ''])('refuses %j: wrong length', (abn) => {
    expect(check('AU', 'ABN', abn)).toMatchObject({ valid: false, message: 'ABN must be 11 digits' });
  });
  it('refuses 11 characters that are not all digits', () => {
    expect(check('AU', 'ABN', '5182475355A')).toMatchObject({ valid: false, message: 'Invalid ABN format' });
  });
  it('refuses a wrong checksum', () => {
    expect(check('AU', 'ABN', '51 824 753 557')).toMatchObject({
      valid: false,
      message: 'Invalid ABN checksum',
      normalized: '51824753557',
    });
  });
});

describe('AU ACN and NZ NZBN', () => {
  it.each(REAL_ACNS)('accepts the ACN %s', (acn) =>
    expect(check('AU', 'ACN', acn)).toMatchObject({
      valid: true,
      message: 'ACN format valid - Pending review',
    }),
  );
  it.each(REAL_NZBNS)('accepts the NZBN %s', (nzbn) =>
    expect(check('NZ', 'NZBN', nzbn)).toMatchObject({
      valid: true,
      message: 'NZBN format valid - Pending review',
    }),
  );
  it('states the length and checksum failures in the same words as the ABN', () => {
    expect(check('AU', 'ACN', '00408561')).toMatchObject({ valid: false, message: 'ACN must be 9 digits' });
    expect(check('AU', 'ACN', '004 085 617')).toMatchObject({
      valid: false,
      message: 'Invalid ACN checksum',
    });
    expect(check('NZ', 'NZBN', '942904639392')).toMatchObject({
      valid: false,
      message: 'NZBN must be 13 digits',
    });
    expect(check('NZ', 'NZBN', '942904639392X')).toMatchObject({
      valid: false,
      message: 'Invalid NZBN format',
    });
  });
});

describe('formats without a checksum', () => {
  it.each([
    ['GB', 'CRN', '00445790', '00445790'],
    ['GB', 'CRN', 'sc 123456', 'SC123456'],
    ['US', 'EIN', '12-3456789', '123456789'],
    ['US', 'EIN', '123456789', '123456789'],
    ['CA', 'BN', '123 456 789', '123456789'],
    ['IE', 'CRO', '123456', '123456'],
    ['IE', 'CRO', '1234567', '1234567'],
    ['ZA', 'CIPC', '2019/123456/07', '2019/123456/07'],
  ])('%s %s %j passes as "Format valid - Pending review"', (country, scheme, number, normalized) => {
    expect(check(country, scheme, number)).toEqual({
      valid: true,
      message: 'Format valid - Pending review',
      normalized,
      unverified: false,
    });
  });

  it.each([
    ['GB', 'CRN', '1234567', '00445790'],
    ['GB', 'CRN', 'S1234567', '00445790'],
    ['US', 'EIN', '12345678', '12-3456789'],
    ['CA', 'BN', '12345678', '123456789'],
    ['IE', 'CRO', '12345', '123456'],
    ['IE', 'CRO', '12345678', '123456'],
    ['ZA', 'CIPC', '2019123456 07', '2019/123456/07'],
    ['ZA', 'CIPC', '19/123456/07', '2019/123456/07'],
  ])('%s %s %j fails with the expected example', (country, scheme, number, example) => {
    expect(check(country, scheme, number)).toMatchObject({
      valid: false,
      message: `Invalid format. Expected: ${example}`,
    });
  });
});

describe('unsupported choices', () => {
  it('refuses a country or a scheme the form does not offer', () => {
    expect(check('FR', 'SIREN', '123456789')).toMatchObject({ valid: false });
    expect(check('NZ', 'ABN', REAL_ABNS[0])).toMatchObject({ valid: false });
  });
});

describe('the opt-out and abn_acn', () => {
  it('reports valid but unverified', () => {
    expect(businessIdOptOut()).toEqual({
      valid: true,
      message: 'Manual verification required',
      normalized: '',
      unverified: true,
    });
  });
  it('builds SCHEME:NUMBER or MANUAL_REVIEW_REQUIRED', () => {
    expect(abnAcnValue('ABN', '51824753556')).toBe('ABN:51824753556');
    expect(abnAcnValue(null, null)).toBe('MANUAL_REVIEW_REQUIRED');
  });
});

describe('field config', () => {
  it('offers the spec countries, AU/ABN first, and a scheme select only for AU', () => {
    expect(BUSINESS_ID_COUNTRIES).toEqual(['AU', 'NZ', 'GB', 'US', 'CA', 'IE', 'ZA']);
    expect([DEFAULT_BUSINESS_ID_COUNTRY, DEFAULT_BUSINESS_ID_SCHEME]).toEqual(['AU', 'ABN']);
    expect(
      Object.entries(SCHEMES_BY_COUNTRY)
        .filter(([, schemes]) => schemes.length > 1)
        .map(([c]) => c),
    ).toEqual(['AU']);
    expect(schemesFor('FR')).toEqual([]);
    expect(BUSINESS_ID_COUNTRIES.flatMap((c) => SCHEMES_BY_COUNTRY[c]).sort()).toEqual(
      [...BUSINESS_ID_SCHEMES].sort(),
    );
  });

  it.each(BUSINESS_ID_SCHEMES)(
    '%s: its own example validates and its help link is an official https page',
    (scheme) => {
      const country = BUSINESS_ID_COUNTRIES.find((c) => SCHEMES_BY_COUNTRY[c].includes(scheme))!;
      const field = BUSINESS_ID_FIELDS[scheme];
      expect(check(country, scheme, field.example).valid).toBe(true);
      expect(field.placeholder).toContain(field.example.split(' ')[0]);
      expect(field.helpUrl).toMatch(
        /^https:\/\/[^/]*(\.gov\.au|\.govt\.nz|\.service\.gov\.uk|irs\.gov|canada\.ca|cro\.ie|cipc\.co\.za)\//,
      );
    },
  );
});

describe('browser safety', () => {
  it('imports nothing outside this folder (no zod)', () => {
    for (const file of ['index.ts', 'business-id-schemes.ts', 'checksums.ts', 'validate-business-id.ts']) {
      const source = readFileSync(join(__dirname, file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(imports.filter((path) => !path!.startsWith('./'))).toEqual([]);
    }
  });
});
