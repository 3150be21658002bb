import { saveBlob } from '../../../lib/save-blob';
import { useClipboardCopy } from '../use-clipboard-copy';
import { csvFileName, tableToCsv, tableToTsv, type TableData } from '../table-export';

/**
 * Spec section 2: a table in an answer offers Copy (tab separated) and Export CSV. The one toolbar
 * of every table in an answer, whether a table block or a GFM table in the answer's Markdown.
 */
export function TableActions({ table, caption = '' }: { table: TableData; caption?: string }) {
  const { state, copy } = useClipboardCopy();

  function exportCsv() {
    saveBlob(new Blob([tableToCsv(table)], { type: 'text/csv;charset=utf-8' }), csvFileName(caption));
  }

  return (
    <div className="answer-table__actions">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void copy(tableToTsv(table))}
      >
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={exportCsv}>
        Export CSV
      </button>
      <span className="answer-table__status" role="status">
        {state === 'copied'
          ? 'Table copied to the clipboard'
          : state === 'failed'
            ? 'Could not copy the table'
            : ''}
      </span>
    </div>
  );
}
