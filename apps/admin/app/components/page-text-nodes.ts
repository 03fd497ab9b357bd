/**
 * What a page's text holds besides formatted text, as the editor shows it: the HTML the server sends
 * (packages/page-blocks/src/editor-html.ts) parsed into nodes that staff can move and remove but not break. A block
 * (a table, a photo group, a PDF) is one piece, named in words; a block that holds text (a tab) keeps its text
 * editable; a fact of the school's profile is one token, filled in from the profile on the site.
 */
import { Node, findParentNode, mergeAttributes, type Editor } from '@tiptap/react';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

/**
 * An attribute the server's HTML carries, kept as it is: the node's attribute `key`, written `data-<name>` in the
 * HTML. A key must be a name JavaScript can hold without quotes, so `schoolFact` is `data-school-fact`.
 */
function dataAttribute(key: string, name = key) {
  return {
    default: '',
    parseHTML: (element: HTMLElement) => element.getAttribute(`data-${name}`) ?? '',
    renderHTML: (attributes: Record<string, string>) => ({ [`data-${name}`]: attributes[key] }),
  };
}

export const blockAttributes = {
  block: dataAttribute('block'),
  settings: dataAttribute('settings'),
  label: dataAttribute('label'),
};

/** A block that is one piece: `div[data-block]`, drawn as its name in words. */
export const PageBlock = Node.create({
  name: 'pageBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes: () => blockAttributes,
  parseHTML: () => [{ tag: 'div[data-block]' }],
  renderHTML: ({ node, HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes), String(node.attrs.label)],
});

/**
 * The title of a block that holds text (a tab's label, a table's caption): a line of words without marks, first in
 * the block (`p[data-block-title]`).
 */
export const BlockTitle = Node.create({
  name: 'blockTitle',
  content: 'text*',
  marks: '',
  defining: true,
  // Read before a paragraph, whose rule would take any `p`.
  parseHTML: () => [{ tag: 'p[data-block-title]', priority: 60 }],
  renderHTML: () => ['p', { 'data-block-title': '' }, 0],
});

const hasTitle = (element: HTMLElement) => element.firstElementChild?.hasAttribute('data-block-title') === true;

/**
 * A block that holds text under a title: `section[data-block]` with its title first, its name shown above its title
 * and its text (the stylesheet's).
 */
export const PageSection = Node.create({
  name: 'pageSection',
  group: 'block',
  content: `${BlockTitle.name} block+`,
  defining: true,
  addAttributes: () => blockAttributes,
  parseHTML: () => [{ tag: 'section[data-block]', getAttrs: (element) => hasTitle(element) && null }],
  renderHTML: ({ HTMLAttributes }) => ['section', mergeAttributes(HTMLAttributes), 0],
});

/** A block that holds text and has no title (the FAQ): `section[data-block]`, its name shown above its text. */
export const UntitledSection = PageSection.extend({
  name: 'untitledSection',
  content: 'block+',
  parseHTML: () => [{ tag: 'section[data-block]', getAttrs: (element) => !hasTitle(element) && null }],
});

/** A fact of the school's profile in a sentence: `span[data-school-fact]`, drawn as the field's name. */
export const SchoolFact = Node.create({
  name: 'schoolFact',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => ({ schoolFact: dataAttribute('schoolFact', 'school-fact'), label: dataAttribute('label') }),
  parseHTML: () => [{ tag: 'span[data-school-fact]' }],
  renderHTML: ({ node, HTMLAttributes }) => ['span', mergeAttributes(HTMLAttributes), String(node.attrs.label)],
});

export const pageTextNodes = [PageBlock, PageSection, UntitledSection, BlockTitle, SchoolFact];

/** The index of the top-level piece that holds the selection: a paragraph, a heading, a list or a block. */
function selectedPiece(editor: Editor): number {
  return editor.state.selection.$from.index(0);
}

/** Whether the selected piece can move that way: the first cannot go up, the last cannot go down. */
export function canMovePiece(editor: Editor, direction: 'up' | 'down'): boolean {
  const index = selectedPiece(editor);
  return direction === 'up' ? index > 0 : index < editor.state.doc.childCount - 1;
}

/**
 * Swaps the top-level piece that holds the selection with the one above or below it, keeping the selection where
 * it was inside the piece, so pressing the button again moves it further.
 */
export function movePiece(editor: Editor, direction: 'up' | 'down'): void {
  if (!canMovePiece(editor, direction)) return;
  const { state } = editor;
  const { doc, selection } = state;
  const index = selectedPiece(editor);
  const first = direction === 'up' ? index - 1 : index;
  let start = 0;
  for (let n = 0; n < first; n += 1) start += doc.child(n).nodeSize;
  const upper = doc.child(first);
  const lower = doc.child(first + 1);
  const shift = direction === 'up' ? -upper.nodeSize : lower.nodeSize;
  const transaction = state.tr.replaceWith(start, start + upper.nodeSize + lower.nodeSize, [lower, upper]);
  const moved =
    selection instanceof NodeSelection
      ? NodeSelection.create(transaction.doc, selection.from + shift)
      : TextSelection.create(transaction.doc, selection.anchor + shift, selection.head + shift);
  editor.view.dispatch(transaction.setSelection(moved).scrollIntoView());
  editor.view.focus();
}

/** The block selected as one piece, if one is: what Remove block removes. */
export function selectedBlock(editor: Editor): string | undefined {
  const { selection } = editor.state;
  return selection instanceof NodeSelection && selection.node.type.name === PageBlock.name
    ? String(selection.node.attrs.label)
    : undefined;
}

/** The block whose text holds the selection, the innermost one: a table, a tab, a list, the FAQ, the slides. */
const blockAround = (editor: Editor) =>
  findParentNode((node) => typeof node.attrs.block === 'string' && node.attrs.block !== '')(editor.state.selection);

/** The block whose text holds the selection, named with its title if it has one ("Table: Fees"): what Remove block takes. */
export function blockHoldingSelection(editor: Editor): string | undefined {
  const found = blockAround(editor);
  if (!found) return undefined;
  const { firstChild } = found.node;
  const title = firstChild?.type.name === BlockTitle.name ? firstChild.textContent.trim() : '';
  const label = String(found.node.attrs.label);
  return title ? `${label}: ${title}` : label;
}

/** Removes the block whose text holds the selection, its title and all. */
export function removeBlockHoldingSelection(editor: Editor): void {
  const found = blockAround(editor);
  if (!found) return;
  editor
    .chain()
    .focus()
    .deleteRange({ from: found.pos, to: found.pos + found.node.nodeSize })
    .run();
}
