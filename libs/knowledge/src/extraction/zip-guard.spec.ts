import { buildDocx, buildZip, docxZipBomb } from '../testing/zip-fixtures';
import { ExtractionError } from './extraction-error';
import { assertZipWithinBudget } from './zip-guard';

const MB = 1024 * 1024;

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof ExtractionError ? error.code : 'not an ExtractionError';
  }
}

describe('assertZipWithinBudget', () => {
  it('returns the real uncompressed size of a normal DOCX', () => {
    const docx = buildDocx(['Hello']);
    expect(assertZipWithinBudget(docx, 50 * MB)).toBeGreaterThan(500);
  });

  it('rejects a zip bomb whose headers claim 1 KB, counting what inflating really produces', () => {
    const bomb = docxZipBomb(200);
    expect(bomb.length).toBeLessThan(10 * MB);
    const started = Date.now();
    expect(codeOf(() => assertZipWithinBudget(bomb, 50 * MB))).toBe('too_large');
    expect(Date.now() - started).toBeLessThan(5000); // stops at the cap, never inflates 200 MB (inflating it all takes far longer)
  });

  it('applies the budget across entries, not per entry', () => {
    const entries = Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.bin`, data: Buffer.alloc(MB) }));
    expect(assertZipWithinBudget(buildZip(entries), 5 * MB)).toBe(4 * MB);
    expect(codeOf(() => assertZipWithinBudget(buildZip(entries), 3 * MB))).toBe('too_large');
  });

  it('calls corrupt archives damaged', () => {
    const docx = buildDocx(['Hello']);
    const corrupt = Buffer.from(docx);
    corrupt.fill(0xff, 40, 120); // inside the first entry's deflate data
    expect(codeOf(() => assertZipWithinBudget(corrupt, 50 * MB))).toBe('extraction_failed');
    expect(codeOf(() => assertZipWithinBudget(docx.subarray(0, 100), 50 * MB))).toBe('extraction_failed');
  });
});
