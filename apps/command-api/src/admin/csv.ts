/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break, with inner quotes doubled.
 * A leading =, +, - or @ is prefixed with a quote mark so a spreadsheet opening an export never
 * runs free text (a rejection reason, a comment) as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV download: the file's name and its text. */
export interface CsvFile {
  filename: string;
  csv: string;
}
