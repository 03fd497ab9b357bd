/**
 * A table of a page's text, edited where it stands: the server sends it as `section[data-block="table"]` holding its
 * caption (`p[data-block-title]`) and an HTML table (packages/page-blocks/src/editor-html.ts). Staff type in its
 * cells and caption, and add, remove and reorder its rows and columns; its first row is its headings. A table exists
 * only inside such a section, so a caption always goes with it, and a cell holds words, never lists or blocks.
 */
import { Node, mergeAttributes, type Editor } from '@tiptap/react';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { moveTableRow } from '@tiptap/pm/tables';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { BlockTitle, blockAttributes } from './page-text-nodes';

/** The block: its caption, then its table. Read before the rule for the sections of other blocks. */
export const PageTable = Node.create({
  name: 'pageTable',
  group: 'block',
  content: `${BlockTitle.name} table`,
  defining: true,
  isolating: true,
  addAttributes: () => blockAttributes,
  parseHTML: () => [{ tag: 'section[data-block="table"]', priority: 60 }],
  renderHTML: ({ HTMLAttributes }) => ['section', mergeAttributes(HTMLAttributes), 0],
});

const wordsOnly = { content: 'paragraph' };

/** A heading of a column of whole rupees (`th[data-amounts]`), which the site groups the Indian way. */
const AmountsHeader = TableHeader.extend({
  ...wordsOnly,
  addAttributes() {
    return {
      ...this.parent?.(),
      amounts: {
        default: false,
        parseHTML: (element: HTMLElement) => element.hasAttribute('data-amounts'),
        renderHTML: (attributes: Record<string, unknown>) => (attributes.amounts ? { 'data-amounts': '' } : {}),
      },
    };
  },
});

export const pageTableNodes = [
  PageTable,
  // In no group, so a table stands only in its block, after its caption.
  Table.extend({ group: '' }).configure({ resizable: false, allowTableNodeSelection: false }),
  TableRow,
  AmountsHeader,
  TableCell.extend(wordsOnly),
];

/**
 * Where the selection is in a table: the table and where it starts, the row and column it is in (row 0 is the
 * headings), how many rows and columns the table has, and whether the column is one of amounts.
 */
interface TablePlace {
  table: ProseMirrorNode;
  start: number;
  row: number;
  column: number;
  rows: number;
  columns: number;
  amounts: boolean;
}

export function tablePlace(editor: Editor): TablePlace | undefined {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type.name !== 'table') continue;
    const table = $from.node(depth);
    const row = depth < $from.depth ? $from.index(depth) : 0;
    const column = depth + 1 < $from.depth ? $from.index(depth + 1) : 0;
    const headings = table.firstChild;
    return {
      table,
      start: $from.before(depth),
      row,
      column,
      rows: table.childCount,
      columns: headings?.childCount ?? 0,
      amounts: Boolean(headings?.maybeChild(column)?.attrs.amounts),
    };
  }
  return undefined;
}

/**
 * Marks the column the selection is in as one of whole rupees, or unmarks it: the mark is on its heading, so it
 * moves and goes with the column.
 */
export function toggleAmounts(editor: Editor): void {
  const place = tablePlace(editor);
  const heading = place?.table.firstChild?.maybeChild(place.column);
  if (!place || !heading) return;
  let position = place.start + 2; // Into the table, then into its first row.
  for (let column = 0; column < place.column; column += 1) position += place.table.firstChild!.child(column).nodeSize;
  const transaction = editor.state.tr.setNodeMarkup(position, undefined, { ...heading.attrs, amounts: !place.amounts });
  editor.view.dispatch(transaction);
  editor.view.focus();
}

/** Where the selection is in a table, as the table tools read it. */
type Shape = Pick<TablePlace, 'row' | 'rows' | 'columns' | 'amounts'> | undefined;

/** What each table tool may do now: a heading row stays, and a table keeps one row under it and one column. */
export const tableTools = {
  addRow: (place: Shape) => place !== undefined,
  removeRow: (place: Shape) => place !== undefined && place.row > 0 && place.rows > 2,
  rowUp: (place: Shape) => place !== undefined && place.row > 1,
  rowDown: (place: Shape) => place !== undefined && place.row > 0 && place.row < place.rows - 1,
  addColumn: (place: Shape) => place !== undefined,
  removeColumn: (place: Shape) => place !== undefined && place.columns > 1,
  amounts: (place: Shape) => place !== undefined,
};

/** Moves the selected row up or down past its neighbour, never above the headings; the selection goes with it. */
export function moveRow(editor: Editor, direction: 'up' | 'down'): void {
  const place = tablePlace(editor);
  if (!place || !(direction === 'up' ? tableTools.rowUp(place) : tableTools.rowDown(place))) return;
  const to = direction === 'up' ? place.row - 1 : place.row + 1;
  moveTableRow({ from: place.row, to, select: true })(editor.state, editor.view.dispatch);
  editor.view.focus();
}
