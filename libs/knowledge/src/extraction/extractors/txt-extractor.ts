import chardet from 'chardet';
import { hasUtf16Bom } from '../../detect/text-sniff';
import type { ExtractedPage } from '../extraction-types';

/**
 * Plain text in whatever encoding it was saved in. A UTF-16 BOM or valid UTF-8 settle it;
 * otherwise chardet guesses the legacy code page (Windows-1252 on most AU/NZ Windows machines).
 */
export function detectEncoding(bytes: Uint8Array): string {
  const bom = hasUtf16Bom(bytes);
  if (bom) return bom;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    // not UTF-8: fall through to detection
  }
  const guess = chardet.detect(bytes)?.toLowerCase();
  // Latin-1 text from Windows is really Windows-1252 (curly quotes, en dashes in 0x80-0x9F).
  if (!guess || guess === 'iso-8859-1' || guess === 'utf-8' || guess === 'ascii') return 'windows-1252';
  // TextDecoder knows 'windows-1252' but decodes it wrongly (see windows-1252.ts).
  return isKnownEncoding(guess) && new TextDecoder(guess).encoding !== 'windows-1252'
    ? guess
    : 'windows-1252';
}

function isKnownEncoding(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

export function extractTxt(bytes: Uint8Array): { pages: ExtractedPage[]; encoding: string } {
  const encoding = detectEncoding(bytes);
  // TextDecoder drops the BOM itself; plain text is one page.
  const text =
    encoding === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(encoding).decode(bytes);
  return { pages: [{ page: 1, text }], encoding };
}

/**
 * Windows-1252 decoding done by hand: Node 20's TextDecoder('windows-1252') (and its aliases
 * 'latin1', 'iso-8859-1') silently drops bytes 0x80-0x9F, which is exactly where this code page
 * keeps curly quotes, dashes and the euro sign. Other bytes map straight to the same code point.
 */
const HIGH: readonly number[] = [
  0x20ac, 0xfffd, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0xfffd, 0x017d, 0xfffd, 0xfffd, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122,
  0x0161, 0x203a, 0x0153, 0xfffd, 0x017e, 0x0178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const step = 8192; // String.fromCharCode takes arguments; keep each call well under the limit
  for (let start = 0; start < bytes.length; start += step) {
    const codes = Array.from(bytes.subarray(start, start + step), (b) =>
      b >= 0x80 && b <= 0x9f ? HIGH[b - 0x80]! : b,
    );
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}
