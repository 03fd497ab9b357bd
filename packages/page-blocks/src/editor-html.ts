/**
 * A page's stored text (Markdown with blocks, decision 021) as the HTML the console's editor edits, and back, so
 * staff never see Markdown or directive syntax. Prose becomes the editor's headings, paragraphs, lists and links;
 * each block (`::photos{id="campus"}`) becomes an element of its own that the editor moves and removes whole; a block
 * that holds text (`:::tab{label="..."}`, a table, a list, the FAQ) keeps its text editable inside it, its title (the
 * tab's label, the table's caption) a line of words at its top and a table's cells where they stand; a fact of the school's profile
 * (`:school[phone]`) becomes a token. The way back keeps only what a page's text may hold: anything else an
 * editor or a paste could put in the HTML (scripts, styles, pictures, raw HTML) is dropped, and the result is
 * still checked by the compiler before it is stored.
 */
import type { Element, ElementContent, Properties } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { defaultHandlers, toMdast, type Handle, type State } from 'hast-util-to-mdast';
import type { BlockContent, List, ListItem, Root, RootContent } from 'mdast';
import {
  directiveToMarkdown,
  type ContainerDirective,
  type LeafDirective,
  type TextDirective,
} from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toHast, type Handler } from 'mdast-util-to-hast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { visit } from 'unist-util-visit';
import { parser, textOf } from './compile-page.server';

/** What the editor shows for a block, a fact and a link's address, which the site knows. */
export interface EditorVocabulary {
  /** "Table: Age criteria". */
  block(name: string, attributes: Readonly<Record<string, string>>): string;
  /** "Phone". */
  fact(name: string): string;
  /** A stored link's address as staff read and type it: `page:faq` as `/FAQ`. */
  linkToEditor(url: string): string;
  /** An address from the editor as it is stored: `/FAQ` as `page:faq`. */
  linkFromEditor(url: string): string;
}

/*
 * The HTML is the contract between this file and the console's editor (apps/admin/app/components/page-text-nodes.ts,
 * page-table.ts), in these attributes: `data-block`, a block's name, on a `div` for a block alone and on a `section`
 * for a block that holds text; `data-settings`, the block's attributes as JSON (`{"id":"fees"}`); `data-label`, what
 * the editor shows for a block or a fact; `data-school-fact`, a fact of the profile by name, on a `span`;
 * `data-block-title`, the title of a block that holds text, on a `p` first in its `section`; `data-amounts`, on the
 * heading of a column of whole rupees.
 */

type Attributes = Record<string, string>;

/** A directive's attributes with a value each (`{id="fees"}`), as plain strings. */
function attributesOf(node: { attributes?: Record<string, string | null | undefined> | null }): Attributes {
  return Object.fromEntries(
    Object.entries(node.attributes ?? {}).flatMap(([name, value]) => (value == null ? [] : [[name, value]])),
  );
}

function blockProperties(name: string, attributes: Attributes, vocabulary: EditorVocabulary): Properties {
  return {
    dataBlock: name,
    dataSettings: JSON.stringify(attributes),
    dataLabel: vocabulary.block(name, attributes),
  };
}

/** A block's title line and the heading's mark of an amounts column, as hast names `data-block-title` and `data-amounts`. */
const titleProperty = 'dataBlockTitle';
const amountsProperty = 'dataAmounts';

/**
 * The attribute of each block that holds text whose words staff edit as its title: a table's caption, a tab's
 * label, a list's and the slides' title. The editor shows it as a line of words at the top of the block, not as a
 * setting. A block that holds text and has no title (the FAQ) has no such line.
 */
const blockTitles: Readonly<Record<string, string>> = {
  table: 'caption',
  tab: 'label',
  list: 'title',
  slides: 'title',
};

/** A block's title as the editor edits it, its words in a line of their own at the top of the block. */
function titledForEditor(
  name: string,
  attributes: Attributes,
  children: ElementContent[],
): { attributes: Attributes; children: ElementContent[] } {
  const title = blockTitles[name];
  if (!title) return { attributes, children };
  const { [title]: words = '', ...settings } = attributes;
  const line: Element = {
    type: 'element',
    tagName: 'p',
    properties: { [titleProperty]: '' },
    children: words ? [{ type: 'text', value: words }] : [],
  };
  return { attributes: settings, children: [line, ...children] };
}

/** The first row of a table, its headings, wherever it stands among these elements. */
function headingsRow(nodes: readonly ElementContent[]): Element | undefined {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    const row = node.tagName === 'tr' ? node : headingsRow(node.children);
    if (row) return row;
  }
  return undefined;
}

const cellsOf = (row: Element | undefined): Element[] =>
  (row?.children ?? []).filter((cell): cell is Element => cell.type === 'element');

/**
 * A table's block as the editor edits it: each column of `amounts` marked on its heading, so the mark moves, goes
 * and comes with its column whatever staff do to the others.
 */
function tableForEditor(
  { amounts = '', ...settings }: Attributes,
  children: ElementContent[],
): { attributes: Attributes; children: ElementContent[] } {
  const columns = new Set(amounts.split(',').map((column) => Number(column.trim()) - 1));
  cellsOf(headingsRow(children)).forEach((cell, index) => {
    if (columns.has(index)) cell.properties[amountsProperty] = '';
  });
  return { attributes: settings, children };
}

/** The `amounts` of a table from the editor: the columns, counted from 1, whose heading is marked. */
function amountsFromEditor(children: readonly ElementContent[]): string | undefined {
  const marked = cellsOf(headingsRow(children)).flatMap((cell, index) =>
    cell.properties[amountsProperty] === undefined ? [] : [index + 1],
  );
  return marked.length > 0 ? marked.join(',') : undefined;
}

/** The stored text as the editor's HTML. */
export function markdownToEditorHtml(markdown: string, vocabulary: EditorVocabulary): string {
  const tree = parser.runSync(parser.parse(markdown)) as Root;
  const leafDirective: Handler = (_state, node: LeafDirective): Element => ({
    type: 'element',
    tagName: 'div',
    properties: blockProperties(node.name, attributesOf(node), vocabulary),
    children: [],
  });
  const containerDirective: Handler = (state, node: ContainerDirective): Element => {
    const content = state.wrap(state.all(node), true) as ElementContent[];
    const titled = titledForEditor(node.name, attributesOf(node), content);
    const { attributes, children } =
      node.name === 'table' ? tableForEditor(titled.attributes, titled.children) : titled;
    return {
      type: 'element',
      tagName: 'section',
      properties: blockProperties(node.name, attributes, vocabulary),
      children,
    };
  };
  const textDirective: Handler = (_state, node: TextDirective) => {
    // Plain text such as "1:18" parses as a directive with no label: it is text (as the compiler reads it).
    if (node.name !== 'school' || node.children.length === 0) return { type: 'text', value: `:${node.name}` };
    const fact = textOf(node.children);
    return {
      type: 'element',
      tagName: 'span',
      properties: { dataSchoolFact: fact, dataLabel: vocabulary.fact(fact) },
      children: [{ type: 'text', value: vocabulary.fact(fact) }],
    } satisfies Element;
  };
  visit(tree, 'link', (node) => {
    node.url = vocabulary.linkToEditor(node.url);
  });
  const html = toHast(tree, { handlers: { leafDirective, containerDirective, textDirective } });
  return toHtml(html);
}

function stringProperty(node: Element, name: string): string | undefined {
  const value = node.properties[name];
  return typeof value === 'string' ? value : undefined;
}

/** A block's settings as the editor sent them: a flat object of short strings, or nothing. */
function settingsOf(node: Element): Attributes {
  try {
    const parsed: unknown = JSON.parse(stringProperty(node, 'dataSettings') ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => /^[a-z][a-z-]*$/i.test(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** A block's name, if the element is a block: letters and hyphens only, as a directive's name must be. */
function blockName(node: Element): string | undefined {
  const name = stringProperty(node, 'dataBlock');
  return name && /^[a-z][a-z-]*$/.test(name) ? name : undefined;
}

const div: Handle = (state: State, node: Element) => {
  const name = blockName(node);
  if (!name) return defaultHandlers.div(state, node);
  return { type: 'leafDirective', name, attributes: settingsOf(node), children: [] } satisfies LeafDirective;
};

/** The words of an element of the editor's HTML. */
const wordsOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(wordsOf).join('') : '';

const isTitle = (node: ElementContent): node is Element =>
  node.type === 'element' && stringProperty(node, titleProperty) !== undefined;

const section: Handle = (state: State, node: Element) => {
  const name = blockName(node);
  if (!name) return defaultHandlers.section(state, node);
  const attributes = settingsOf(node);
  const title = node.children.find(isTitle);
  const titleAttribute = blockTitles[name];
  const words = title && wordsOf(title).replace(/\s+/g, ' ').trim();
  // A title left empty is no title: the compiler says so of a block that needs one.
  if (titleAttribute && words) attributes[titleAttribute] = words;
  else if (titleAttribute) delete attributes[titleAttribute];
  if (name === 'table') {
    const amounts = amountsFromEditor(node.children);
    if (amounts) attributes.amounts = amounts;
    else delete attributes.amounts;
  }
  const content = { ...node, children: node.children.filter((child) => !isTitle(child)) };
  const children = state.toFlow(state.all(content)) as BlockContent[];
  return { type: 'containerDirective', name, attributes, children } satisfies ContainerDirective;
};

const span: Handle = (state: State, node: Element) => {
  const fact = stringProperty(node, 'dataSchoolFact');
  if (!fact) return defaultHandlers.span(state, node);
  return {
    type: 'textDirective',
    name: 'school',
    attributes: {},
    children: [{ type: 'text', value: fact }],
  } satisfies TextDirective;
};

/** What a page's text never holds, dropped whole: a page's pictures and players are blocks. */
const dropped = Object.fromEntries(
  ['img', 'picture', 'video', 'audio', 'iframe', 'object', 'embed', 'svg', 'canvas'].map((tag) => [
    tag,
    () => undefined,
  ]),
) satisfies Record<string, Handle>;

/**
 * Directives as Markdown, each value in quotes. The extension escapes a colon before a letter anywhere in a sentence,
 * as it could start a directive there; a link's address is never read as one, so `page:faq` is stored as written.
 */
const directives = directiveToMarkdown({ preferShortcut: false });
const directivesAsWritten = {
  ...directives,
  unsafe: directives.unsafe?.map((pattern) =>
    pattern.character === ':'
      ? {
          ...pattern,
          notInConstruct: [
            ...[pattern.notInConstruct ?? []].flat(),
            'destinationRaw' as const,
            'destinationLiteral' as const,
          ],
        }
      : pattern,
  ),
};

/** The editor's HTML as the text that is stored. */
export function editorHtmlToMarkdown(html: string, vocabulary: Pick<EditorVocabulary, 'linkFromEditor'>): string {
  const handlers = { ...dropped, div, section, span };
  const tree = toMdast(fromHtml(html, { fragment: true }), { handlers }) as Root;
  visit(tree, 'link', (node) => {
    node.url = vocabulary.linkFromEditor(node.url);
  });
  // The editor holds each list item's words in a paragraph; a page's lists are tight, as they were written.
  visit(tree, ['list', 'listItem'], (node) => {
    (node as List | ListItem).spread = false;
  });
  return pageMarkdown(tree);
}

/** A page's text as it is stored, written one way whoever writes it: the editor, or a script over the demo's files. */
export function pageMarkdown(tree: Root): string {
  const markdown = toMarkdown(tree as Root & { children: RootContent[] }, {
    bullet: '-',
    emphasis: '_',
    rule: '-',
    extensions: [gfmToMarkdown(), directivesAsWritten],
  });
  return markdown.trim();
}
