/**
 * A page's text in the console's own editor (TipTap, with this console's nodes), between the server's HTML and the
 * HTML the editor sends back: every demo page comes back with nothing lost (a block, a fact, a table's caption and
 * cells), and the table tools add, remove, move and insert what they say, and only where they may.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoPageFile, pagesWithText } from '@school/content/site-pages';
import { editorHtmlToMarkdown, markdownToEditorHtml, type EditorVocabulary } from '@school/page-blocks/editor-html';
import { editorExtensions } from './editor-extensions';
import { insertChosenBlock } from './insert-block';
import { moveRow, tablePlace, tableTools, toggleAmounts } from './page-table';
import { blockHoldingSelection, movePiece, removeBlockHoldingSelection } from './page-text-nodes';

/**
 * Blocks by their names, capitalised ("Table"), and links to a page or a document as addresses of the site, as the
 * site's vocabulary gives them: what matters here is what the editor keeps, not what it shows.
 */
const vocabulary: EditorVocabulary = {
  block: (name) => `${name[0]!.toUpperCase()}${name.slice(1)}`,
  fact: (name) => `Fact ${name}`,
  linkToEditor: (url) => url.replace(/^page:/, '/pages/').replace(/^doc:/, '/documents/'),
  linkFromEditor: (url) => url.replace(/^\/pages\//, 'page:').replace(/^\/documents\//, 'doc:'),
};

const demoText = (file: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`@school/content/${file}`), 'utf8');

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function open(markdown: string): Editor {
  editor = new Editor({ extensions: editorExtensions(true), content: markdownToEditorHtml(markdown, vocabulary) });
  return editor;
}

const saved = (current: Editor) => editorHtmlToMarkdown(current.getHTML(), vocabulary);

const fees = [
  ':::table{caption="Annual tuition fee" amounts="2"}',
  '| Class       | Fee      |',
  '| ----------- | -------- |',
  '| Pre-Primary | 1,78,500 |',
  '| Class I-V   | 1,87,500 |',
  ':::',
].join('\n');

/** Puts the caret in the first cell, line or title that says these words, at their end. */
function caretIn(current: Editor, words: string): void {
  let found: number | undefined;
  current.state.doc.descendants((node, position) => {
    if (found === undefined && node.isTextblock && node.textContent === words) found = position + 1 + words.length;
    return found === undefined;
  });
  if (found === undefined) throw new Error(`no cell says “${words}”`);
  current.commands.setTextSelection(found);
}

describe('a page’s text in the console’s editor', () => {
  it.each(pagesWithText.map((page) => [page.id, demoPageFile(page)] as const))(
    '%s comes back from the editor with nothing lost',
    (_id, file) => {
      const markdown = demoText(file);
      expect(saved(open(markdown))).toBe(editorHtmlToMarkdown(markdownToEditorHtml(markdown, vocabulary), vocabulary));
    },
  );

  it('keeps a fact of the profile a fact, not the words it shows', () => {
    expect(saved(open('Call :school[phone] today.'))).toBe('Call :school[phone] today.');
  });
});

describe('a table in the editor', () => {
  it('adds a row under the caret’s and keeps the words typed in it', () => {
    const current = open(fees);
    caretIn(current, 'Pre-Primary');
    current.chain().addRowAfter().run();
    // Tab, twice: past the fee, into the new row.
    current.chain().goToNextCell().goToNextCell().insertContent('Nursery').run();
    expect(saved(current)).toContain('| Pre-Primary | 1,78,500 |\n| Nursery     |          |\n| Class I-V');
  });

  it('moves a row down and up past its neighbour, never above the headings', () => {
    const current = open(fees);
    caretIn(current, 'Pre-Primary');
    expect(tablePlace(current)).toMatchObject({ row: 1, rows: 3, columns: 2 });
    expect(tableTools.rowUp(tablePlace(current))).toBe(false);
    moveRow(current, 'down');
    expect(saved(current)).toContain('| Class I-V   | 1,87,500 |\n| Pre-Primary | 1,78,500 |');
    moveRow(current, 'up');
    expect(saved(current)).toBe(fees);
  });

  it('offers no tool that would take away the headings, the last row or the last column', () => {
    const current = open(fees);
    caretIn(current, 'Class');
    expect(tableTools.removeRow(tablePlace(current))).toBe(false);
    expect(tableTools.rowDown(tablePlace(current))).toBe(false);
    caretIn(current, 'Class I-V');
    expect(tableTools.removeRow(tablePlace(current))).toBe(true);
    current.chain().deleteRow().run();
    caretIn(current, 'Pre-Primary');
    expect(tableTools.removeRow(tablePlace(current))).toBe(false);
    current.chain().deleteColumn().run();
    caretIn(current, '1,78,500');
    expect(tableTools.removeColumn(tablePlace(current))).toBe(false);
    // The fees are the first column now, and still the column of amounts.
    expect(saved(current)).toBe(
      ':::table{caption="Annual tuition fee" amounts="1"}\n| Fee      |\n| -------- |\n| 1,78,500 |\n:::',
    );
  });

  it('marks and unmarks the caret’s column as one of amounts in rupees', () => {
    const current = open(fees);
    caretIn(current, '1,87,500');
    expect(tablePlace(current)).toMatchObject({ column: 1, amounts: true });
    toggleAmounts(current);
    expect(saved(current)).toMatch(/^:::table\{caption="Annual tuition fee"\}\n/);
    caretIn(current, 'Class I-V');
    expect(tablePlace(current)).toMatchObject({ column: 0, amounts: false });
    toggleAmounts(current);
    toggleAmounts(current);
    toggleAmounts(current);
    expect(saved(current)).toMatch(/^:::table\{caption="Annual tuition fee" amounts="1"\}\n/);
  });

  it('names the table the caret is in, and Remove block takes it whole', () => {
    const current = open(`Before.\n\n${fees}\n\nAfter.`);
    caretIn(current, 'Class I-V');
    expect(blockHoldingSelection(current)).toBe('Table: Annual tuition fee');
    removeBlockHoldingSelection(current);
    expect(saved(current)).toBe('Before.\n\nAfter.');
  });

  it('inserts a table after the caret’s piece, its caption to write first', () => {
    const current = open('Before.\n\nAfter.');
    current.commands.setTextSelection(2);
    insertChosenBlock(current, 'table', []);
    current.commands.insertContent('Bus routes');
    expect(tablePlace(current)).toBeUndefined();
    expect(blockHoldingSelection(current)).toBe('Table: Bus routes');
    expect(saved(current)).toBe(
      'Before.\n\n:::table{caption="Bus routes"}\n|   |   |\n| - | - |\n|   |   |\n:::\n\nAfter.',
    );
  });

  it('keeps a table only in its block, after its caption', () => {
    const current = open('Text.');
    current.commands.insertContent('<table><tr><th>A</th></tr><tr><td>1</td></tr></table>');
    expect(current.getHTML()).not.toContain('<table');
  });
});

describe('a list and the FAQ in the editor', () => {
  const list = ':::list{title="Houses" columns="2"}\n\n- Ganga\n- Yamuna\n\n:::';
  const faq = ':::faq\n\n### When do we start?\n\nIn June.\n\n:::';

  it('adds an item to a list where the caret is, and keeps its title and columns', () => {
    const current = open(list);
    caretIn(current, 'Ganga');
    current.chain().splitListItem('listItem').insertContent('Kaveri').run();
    expect(saved(current)).toBe(':::list{columns="2" title="Houses"}\n- Ganga\n- Kaveri\n- Yamuna\n:::');
  });

  it('leaves a list whose title is emptied without one', () => {
    const current = open(list);
    caretIn(current, 'Houses');
    current.commands.deleteRange({
      from: current.state.selection.from - 'Houses'.length,
      to: current.state.selection.from,
    });
    expect(saved(current)).toBe(':::list{columns="2"}\n- Ganga\n- Yamuna\n:::');
  });

  it('holds the FAQ without a title line, and keeps a question added under the last one', () => {
    const current = open(faq);
    expect(current.getHTML()).not.toContain('data-block-title');
    caretIn(current, 'In June.');
    current.chain().splitBlock().setHeading({ level: 3 }).insertContent('Is there a uniform?').run();
    // Enter at the end of a Subheading starts a paragraph, its answer.
    current.chain().splitBlock().insertContent('Yes, from the first day.').run();
    expect(saved(current)).toBe(
      ':::faq\n### When do we start?\n\nIn June.\n\n### Is there a uniform?\n\nYes, from the first day.\n:::',
    );
  });

  it('inserts a list after the caret’s piece, its title to write first, then its first item', () => {
    const current = open('Before.\n\nAfter.');
    current.commands.setTextSelection(2);
    insertChosenBlock(current, 'list', []);
    current.commands.insertContent('Houses');
    expect(blockHoldingSelection(current)).toBe('List: Houses');
    caretIn(current, '');
    current.commands.insertContent('Ganga');
    expect(saved(current)).toBe('Before.\n\n:::list{title="Houses"}\n- Ganga\n:::\n\nAfter.');
  });

  it('inserts questions and answers, the first question to write first, then its answer', () => {
    const current = open('Before.');
    current.commands.setTextSelection(2);
    insertChosenBlock(current, 'faq', []);
    current.commands.insertContent('Is there a uniform?');
    caretIn(current, '');
    current.commands.insertContent('Yes.');
    expect(saved(current)).toBe('Before.\n\n:::faq\n### Is there a uniform?\n\nYes.\n:::');
  });

  it('inserts one of the school’s documents in a frame after the caret’s piece, selected to move', () => {
    const current = open('Before.\n\nAfter.');
    current.commands.setTextSelection(2);
    const documents = [{ key: 'bus-routes-2027', title: 'Bus routes 2027' }];
    insertChosenBlock(current, 'pdf:bus-routes-2027', documents);
    expect(saved(current)).toBe(
      'Before.\n\n::pdf{id="bus-routes-2027" height="900" label="Open Bus routes 2027"}\n\nAfter.',
    );
    movePiece(current, 'up');
    expect(saved(current)).toMatch(/^::pdf\{/);
    insertChosenBlock(current, 'pdf:no-such-document', documents);
    insertChosenBlock(current, 'constructor', documents);
    expect(saved(current)).toMatch(/^::pdf\{.*\}\n\nBefore\.\n\nAfter\.$/);
  });

  it('names the block the caret is in, the innermost, and Remove block takes it whole', () => {
    const current = open(`Before.\n\n${faq}\n\n${list}`);
    caretIn(current, 'In June.');
    expect(blockHoldingSelection(current)).toBe('Faq');
    removeBlockHoldingSelection(current);
    caretIn(current, 'Yamuna');
    expect(blockHoldingSelection(current)).toBe('List: Houses');
    removeBlockHoldingSelection(current);
    expect(saved(current)).toBe('Before.');
  });
});
