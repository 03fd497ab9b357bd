/**
 * Insert block: a new table, list or set of questions and answers in a page's text, or one of the school's documents
 * in a frame, after the piece the caret is in. A block that holds text comes empty, the caret where staff write first
 * (a table's caption, a list's title, the first question), and the save says what it still needs ("a table needs a
 * caption...") until it is written. A document's frame is one piece, selected, ready to move.
 */
import type { Editor, JSONContent } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';
import { blockNamed, editorBlockNames, type SchoolDocument } from '@school/shared/page-text-editing';
import { PageTable } from './page-table';
import { BlockTitle, PageBlock, PageSection, UntitledSection } from './page-text-nodes';

const paragraph: JSONContent = { type: 'paragraph' };

const tableRow = (cell: string): JSONContent => ({
  type: 'tableRow',
  content: [0, 1].map(() => ({ type: cell, content: [paragraph] })),
});

/** Each block that holds text staff can insert: its node, and what it holds when new. */
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

type TextBlock = keyof typeof newBlocks;
const isTextBlock = (value: string): value is TextBlock => Object.hasOwn(newBlocks, value);

/** How a document is chosen in the list: `pdf:` and its key. */
const pdfChoice = (document: SchoolDocument) => `pdf:${document.key}`;

/** What Insert block offers: the blocks that hold text, then each of the school's documents in a frame. */
export function blockChoices(documents: readonly SchoolDocument[]): { value: string; label: string }[] {
  return [
    ...(Object.keys(newBlocks) as TextBlock[]).map((kind) => ({ value: kind, label: editorBlockNames[kind] })),
    ...documents.map((document) => ({
      value: pdfChoice(document),
      label: blockNamed(editorBlockNames.pdf, document.title),
    })),
  ];
}

/** Where a new block goes: after the top-level piece the caret is in. */
function placeAfterCaret(editor: Editor): number {
  const { $from } = editor.state.selection;
  return $from.depth === 0 ? $from.pos : $from.after(1);
}

function insertTextBlock(editor: Editor, kind: TextBlock): void {
  const after = placeAfterCaret(editor);
  const { node, content } = newBlocks[kind];
  editor
    .chain()
    .focus()
    .insertContentAt(after, {
      type: node,
      attrs: { block: kind, settings: '{}', label: editorBlockNames[kind] },
      content,
    })
    // Into the block, then into its first line: the caption, the title or the first question.
    .setTextSelection(after + 2)
    .scrollIntoView()
    .run();
}

/**
 * A document in a frame 900 pixels high under a link that opens it, "Open <its title> (PDF)", as the demo's pages
 * show theirs.
 */
function insertPdf(editor: Editor, document: SchoolDocument): void {
  const after = placeAfterCaret(editor);
  const settings = { id: document.key, height: '900', label: `Open ${document.title}` };
  editor
    .chain()
    .focus()
    .insertContentAt(after, {
      type: PageBlock.name,
      attrs: {
        block: 'pdf',
        settings: JSON.stringify(settings),
        label: blockNamed(editorBlockNames.pdf, document.title),
      },
    })
    .command(({ tr }) => {
      tr.setSelection(NodeSelection.create(tr.doc, after));
      return true;
    })
    .scrollIntoView()
    .run();
}

/** Inserts what was chosen from `blockChoices`; a choice it does not offer inserts nothing. */
export function insertChosenBlock(editor: Editor, choice: string, documents: readonly SchoolDocument[]): void {
  if (isTextBlock(choice)) {
    insertTextBlock(editor, choice);
    return;
  }
  const document = documents.find((candidate) => pdfChoice(candidate) === choice);
  if (document) insertPdf(editor, document);
}
