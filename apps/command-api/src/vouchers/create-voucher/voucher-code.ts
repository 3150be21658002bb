import { randomInt } from 'node:crypto';

/** No 0/O or 1/I/L: codes are read aloud and typed from printed cards. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code like `BM-7KQ2-X9PD`: 8 random characters (about 40 bits), unguessable by trial. */
export function generateVoucherCode(): string {
  const pick = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `BM-${pick()}-${pick()}`;
}
