import type { TableBlock } from '@buildmentor/contracts';

export type TableData = Pick<TableBlock, 'headers' | 'rows'>;

/** Copy (spec section 2): tab separated, one line per row; tabs and line breaks in a cell become spaces. */
export function tableToTsv({ headers, rows }: TableData): string {
  const clean = (cell: string) => cell.replace(/[\t\r\n]+/g, ' ');
  return [headers, ...rows]
    .filter((row) => row.length > 0)
    .map((row) => row.map(clean).join('\t'))
    .join('\n');
}

/**
 * Export CSV (RFC 4180): a cell with a comma, quote or line break is quoted, quotes doubled. A
 * cell starting with '=' or '@' is prefixed with an apostrophe so a spreadsheet shows it rather
 * than running it as a formula ('-' and '+' are left alone: FRLs such as -/60/30 start with '-').
 */
export function tableToCsv({ headers, rows }: TableData): string {
  const quote = (cell: string) => {
    const safe = /^[=@]/.test(cell) ? `'${cell}` : cell;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${[headers, ...rows]
    .filter((row) => row.length > 0)
    .map((row) => row.map(quote).join(','))
    .join('\r\n')}\r\n`;
}

/** A file name from the caption: 'Example classifications' gives 'example-classifications.csv'. */
export function csvFileName(caption: string): string {
  const slug = caption
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'table'}.csv`;
}
