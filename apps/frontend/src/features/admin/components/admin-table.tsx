import { useId, type ReactNode } from 'react';
import { ScrollRegion } from '../../../components/ui/scroll-region';

interface AdminTableProps<Row> {
  /** Says what the rows are and how many of how many, e.g. "20 of 31 entries". */
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** One row's cells, in the order of `columns`. */
  cells(row: Row): ReactNode;
}

/**
 * The console's tables (audit trail, feedback): a captioned table that scrolls sideways on small
 * screens, named by its caption.
 */
export function AdminTable<Row>({ caption, columns, rows, rowKey, cells }: AdminTableProps<Row>) {
  const captionId = useId();
  return (
    <ScrollRegion className="admin-table-wrap" name={{ labelledBy: captionId }}>
      <table className="admin-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{cells(row)}</tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
