/**
 * The published check-digit algorithms of the three identifiers that have one. Each takes a
 * string of exactly the right number of digits (the caller checks the shape first).
 */

const digitsOf = (value: string): number[] => [...value].map(Number);

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/**
 * ABN (11 digits), as the ATO publishes it: subtract 1 from the first digit, multiply each digit
 * by its weight, and the sum must divide by 89. Because 89 is prime and larger than every weight
 * times any digit difference, any single mistyped digit is always caught.
 */
export function isValidAbnChecksum(abn: string): boolean {
  const digits = digitsOf(abn);
  digits[0] = (digits[0] ?? 0) - 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (ABN_WEIGHTS[index] ?? 0), 0);
  return sum % 89 === 0;
}

/**
 * ACN (9 digits), as ASIC publishes it: weight the first 8 digits 8, 7, ... 1, take the sum
 * modulo 10, and the check digit (the 9th) is its complement to 10 (10 counts as 0). Even
 * weights times 5 are multiples of 10, so a few single-digit slips (±5 in positions 1, 3, 5, 7)
 * are not caught: a limit of ASIC's algorithm, not of this code.
 */
export function isValidAcnChecksum(acn: string): boolean {
  const digits = digitsOf(acn);
  const sum = digits.slice(0, 8).reduce((total, digit, index) => total + digit * (8 - index), 0);
  return (10 - (sum % 10)) % 10 === digits[8];
}

/**
 * NZBN (13 digits): an NZBN is a GS1 Global Location Number, so its last digit is the GS1
 * modulo-10 check digit: the first 12 digits are weighted 1, 3, 1, 3, ... from the left (for a
 * 13-digit key), summed, and the check digit is the complement of the sum to 10.
 *
 * The spec says "alternating weights 1 and 2 with digit-sum" (a Luhn check). That reading
 * rejects real, published NZBNs (e.g. 9429046393920 and 9429050294954, the NZ-NZBN examples on
 * org-id.guide, or 9429033934204 of Office Consumables Ltd), so we follow GS1, which accepts
 * every one of them, rather than the spec's wording.
 */
export function isValidNzbnChecksum(nzbn: string): boolean {
  const digits = digitsOf(nzbn);
  const sum = digits
    .slice(0, 12)
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}
