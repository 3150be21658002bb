import { DIMENSIONS, type Dimension } from './scorers/score-case';
import { type EvalReport } from './runner';

const HEADINGS: Record<Dimension, string> = {
  structure: 'struct',
  references: 'refs',
  mustNot: 'mustnot',
  personalisation: 'person',
  grounding: 'ground',
  honesty: 'honest',
};

const pct = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2));

/** The per-question table, the per-dimension means and the total, for a terminal. */
export function formatReport(report: EvalReport): string {
  const rows = [
    ['id', 'sector', 'level', ...DIMENSIONS.map((d) => HEADINGS[d]), 'total'],
    ...report.cases.map((c) => [
      c.id,
      c.sector,
      c.level,
      ...DIMENSIONS.map((d) => (c.error !== undefined ? 'ERR' : pct(c.scores[d]?.score))),
      pct(c.total),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [
    `Answer evaluation, set ${report.version}: ${report.cases.length} cases, answerer ${report.answerer}`,
    '',
    ...rows.map(line),
    '',
    `By dimension: ${DIMENSIONS.map((d) => `${d} ${pct(report.dimensions[d])}`).join(', ')}`,
    ...(report.errors.length > 0
      ? [
          '',
          `Errors (${report.errors.length}, scored 0):`,
          ...report.errors.map((e) => `  ${e.id}: ${e.error}`),
        ]
      : []),
    '',
    `Total: ${report.total.toFixed(3)}`,
  ].join('\n');
}
