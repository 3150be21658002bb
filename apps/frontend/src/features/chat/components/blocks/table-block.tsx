import { useEffect, useState } from 'react';
import type { TableBlock as TableBlockModel } from '@buildmentor/contracts';
import { csvFileName, tableToCsv, tableToTsv } from '../../utils/table-export';
import { saveBlob } from '../../../../lib/save-blob';

/** Spec section 9: the copy confirmation shows for 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/** A table block: caption, headers, rows (compact when dense), with Copy and Export CSV. */
export function TableBlock({ block }: { block: TableBlockModel }) {
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = window.setTimeout(() => setCopy('idle'), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  async function copyTable() {
    try {
      await navigator.clipboard.writeText(tableToTsv(block));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  function exportCsv() {
    saveBlob(new Blob([tableToCsv(block)], { type: 'text/csv;charset=utf-8' }), csvFileName(block.caption));
  }

  return (
    <div className="answer-table">
      <div className="answer-table__scroll">
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
      </div>
      <div className="answer-table__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void copyTable()}
        >
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={exportCsv}>
          Export CSV
        </button>
        <span className="answer-table__status" role="status">
          {copy === 'copied'
            ? 'Table copied to the clipboard'
            : copy === 'failed'
              ? 'Could not copy the table'
              : ''}
        </span>
      </div>
    </div>
  );
}
