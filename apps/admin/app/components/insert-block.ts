/**
 * Insert block: a new table, list or set of questions and answers in a page's text, after the piece the caret is in,
 * with the caret where staff write first (a table's caption, a list's title, the first question). A new block is
 * empty, and the save says what it still needs ("a table needs a caption...") until it is written.
 */
import type { Editor, JSONContent } from '@tiptap/react';
import { textBlockNames } from '@school/shared/page-text-editing';
import { PageTable } from './page-table';
import { BlockTitle, PageSection, UntitledSection } from './page-text-nodes';

const paragraph: JSONContent = { type: 'paragraph' };

const tableRow = (cell: string): JSONContent => ({
  type: 'tableRow',
  content: [0, 1].map(() => ({ type: cell, content: [paragraph] })),
});

/** Each block staff can insert: its node, and what it holds when new. */
const newBlocks = {
  table: {
    node: PageTable.name,
    content: [{ type: BlockTitle.name }, { type: 'table', content: [tableRow('tableHeader'), tableRow('tableCell')] }],
  },
  list: {
    node: PageSection.name,
    content: [{ type: BlockTitle.name }, { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph] }] }],
  },
  faq: {
    node: UntitledSection.name,
    content: [{ type: 'heading', attrs: { level: 3 } }, paragraph],
  },
} satisfies Record<string, { node: string; content: JSONContent[] }>;

export type InsertableBlock = keyof typeof newBlocks;

/** The blocks Insert block offers, by the names the editor shows them with. */
export const insertableBlocks = (Object.keys(newBlocks) as InsertableBlock[]).map((kind) => ({
  kind,
  label: textBlockNames[kind],
}));

export function insertBlock(editor: Editor, kind: InsertableBlock): void {
  const { $from } = editor.state.selection;
  const after = $from.depth === 0 ? $from.pos : $from.after(1);
  const { node, content } = newBlocks[kind];
  const block: JSONContent = {
    type: node,
    attrs: { block: kind, settings: '{}', label: textBlockNames[kind] },
    content,
  };
  editor
    .chain()
    .focus()
    // Into the block, then into its first line: the caption, the title or the first question.
    .insertContentAt(after, block)
    .setTextSelection(after + 2)
    .scrollIntoView()
    .run();
}
