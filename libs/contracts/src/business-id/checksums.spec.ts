import { isValidAbnChecksum, isValidAcnChecksum, isValidNzbnChecksum } from './checksums';
import { normalizeBusinessId, validateBusinessId } from './validate-business-id';
import { REAL_ABNS, REAL_ACNS, REAL_NZBNS } from '../testing/business-id-samples';

/** Every number that differs from `value` in exactly one digit, with the position and change. */
function singleDigitCorruptions(value: string): Array<{ corrupted: string; index: number; delta: number }> {
  const digits = normalizeBusinessId(value);
  return [...digits].flatMap((original, index) =>
    Array.from({ length: 10 }, (_, digit) => digit)
      .filter((digit) => digit !== Number(original))
      .map((digit) => ({
        corrupted: `${digits.slice(0, index)}${digit}${digits.slice(index + 1)}`,
        index,
        delta: digit - Number(original),
      })),
  );
}

describe('ABN checksum (modulus 89)', () => {
  it.each(REAL_ABNS)('accepts the real ABN %s', (abn) => {
    expect(isValidAbnChecksum(normalizeBusinessId(abn))).toBe(true);
  });

  it.each(REAL_ABNS)('rejects every one of the 99 single-digit changes of %s', (abn) => {
    const corruptions = singleDigitCorruptions(abn);
    expect(corruptions).toHaveLength(99);
    for (const { corrupted } of corruptions) {
      expect(validateBusinessId({ country: 'AU', scheme: 'ABN', number: corrupted })).toEqual({
        valid: false,
        message: 'Invalid ABN checksum',
        normalized: corrupted,
        unverified: false,
      });
    }
  });
});

describe('ACN checksum (weights 8..1, modulo 10 complement)', () => {
  it.each(REAL_ACNS)('accepts the real ACN %s', (acn) => {
    expect(isValidAcnChecksum(normalizeBusinessId(acn))).toBe(true);
  });

  it.each(REAL_ACNS)('rejects the single-digit changes of %s that the algorithm can detect', (acn) => {
    for (const { corrupted, index, delta } of singleDigitCorruptions(acn)) {
      // ASIC's even weights times ±5 are multiples of 10: those slips pass by design.
      const undetectable = index < 8 && ((8 - index) * delta) % 10 === 0;
      expect(isValidAcnChecksum(corrupted)).toBe(undetectable);
      if (!undetectable)
        expect(validateBusinessId({ country: 'AU', scheme: 'ACN', number: corrupted }).message).toBe(
          'Invalid ACN checksum',
        );
    }
  });
});

describe('NZBN checksum (GS1 modulo 10)', () => {
  it.each(REAL_NZBNS)('accepts the real NZBN %s', (nzbn) => {
    expect(isValidNzbnChecksum(nzbn)).toBe(true);
  });

  it.each(REAL_NZBNS)('rejects every single-digit change of %s', (nzbn) => {
    for (const { corrupted } of singleDigitCorruptions(nzbn)) {
      expect(validateBusinessId({ country: 'NZ', scheme: 'NZBN', number: corrupted }).message).toBe(
        'Invalid NZBN checksum',
      );
    }
  });

  it("documents why the spec's Luhn reading (weights 1 and 2 with digit sum) is not used", () => {
    const luhn = (value: string) => {
      const sum = [...value.slice(0, 12)].reduce((total, d, i) => {
        const weighted = Number(d) * (i % 2 === 0 ? 1 : 2);
        return total + (weighted > 9 ? weighted - 9 : weighted);
      }, 0);
      return (10 - (sum % 10)) % 10 === Number(value[12]);
    };
    expect(REAL_NZBNS.filter(luhn)).toEqual([]);
  });
});
