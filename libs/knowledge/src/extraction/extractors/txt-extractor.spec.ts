import { detectEncoding, extractTxt } from './txt-extractor';
import { windows1252Text } from '../../testing/file-fixtures';

describe('extractTxt', () => {
  it('decodes Windows-1252, including the 0x80-0x9F punctuation', () => {
    const { pages, encoding } = extractTxt(windows1252Text());
    expect(encoding).toBe('windows-1252');
    expect(pages[0]!.text).toBe('Café – ‘quoted’ €5 per metre of skirting board, fixed with brads.');
  });

  it('prefers UTF-8 when the bytes are valid UTF-8, and honours UTF-16 BOMs', () => {
    expect(detectEncoding(Buffer.from('Café – “quoted”'))).toBe('utf-8');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Mörtel', 'utf16le')]);
    expect(extractTxt(utf16).pages[0]!.text).toBe('Mörtel');
  });

  it('uses another single-byte code page when chardet is confident', () => {
    // Polish in Windows-1250: "zażółć gęślą jaźń" repeated so the detector has something to go on.
    const text = 'Zażółć gęślą jaźń. Łódź i Gdańsk są w Polsce. '.repeat(20);
    const bytes = Buffer.from(Array.from(text, (c) => cp1250(c)));
    const { pages } = extractTxt(bytes);
    expect(pages[0]!.text).toBe(text);
  });
});

function cp1250(char: string): number {
  const table: Record<string, number> = {
    ż: 0xbf,
    ó: 0xf3,
    ł: 0xb3,
    ć: 0xe6,
    ę: 0xea,
    ś: 0x9c,
    ą: 0xb9,
    ź: 0x9f,
    ń: 0xf1,
    Ł: 0xa3,
  };
  return table[char] ?? char.charCodeAt(0);
}
