import type { TableBlock as TableBlockModel } from '@buildmentor/contracts';
import { ScrollRegion } from '../../ui/scroll-region';
import { TableActions } from './table-actions';

/** A table block: caption, headers, rows (compact when dense), with Copy and Export CSV. */
export function TableBlock({ block }: { block: TableBlockModel }) {
  return (
    <div className="answer-table">
      <ScrollRegion className="answer-table__scroll" name={{ label: block.caption || 'Table' }}>
        <table className={`answer-table__table${block.dense ? ' answer-table__table--dense' : ''}`}>
          {block.caption && <caption>{block.caption}</caption>}
          {block.headers.length > 0 && (
            <thead>
              <tr>
                {block.headers.map((header, index) => (
                  <th key={index} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <TableActions table={block} caption={block.caption} />
    </div>
  );
}
