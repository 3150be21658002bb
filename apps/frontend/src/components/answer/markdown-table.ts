import type { ExtraProps } from 'react-markdown';
import type { TableData } from './table-export';

/** A node of the HTML tree react-markdown renders from (hast), as much of it as is read here. */
type HastNode = NonNullable<ExtraProps['node']>['children'][number];

function isElement(node: HastNode, tagName?: string): node is Extract<HastNode, { type: 'element' }> {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

/** The text a reader sees in a cell: its text nodes, a line break as a space. */
function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  if (!isElement(node)) return '';
  if (node.tagName === 'br') return ' ';
  return node.children.map(textOf).join('');
}

function rowsOf(section: HastNode | undefined, cellTag: 'th' | 'td'): string[][] {
  if (!section || !isElement(section)) return [];
  return section.children
    .filter((row) => isElement(row, 'tr'))
    .map((row) =>
      (row as Extract<HastNode, { type: 'element' }>).children
        .filter((cell) => isElement(cell, cellTag))
        .map((cell) => textOf(cell).trim()),
    );
}

/**
 * A GFM table of an answer's Markdown as the table toolbar copies and exports it: the header row
 * and the body rows, each cell as its text.
 */
export function markdownTableData(table: ExtraProps['node']): TableData {
  const sections = table?.children ?? [];
  const head = sections.find((node) => isElement(node, 'thead'));
  const body = sections.find((node) => isElement(node, 'tbody'));
  return { headers: rowsOf(head, 'th')[0] ?? [], rows: rowsOf(body, 'td') };
}
