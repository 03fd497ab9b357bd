/**
 * Turns a page's Markdown into content blocks: runs of prose become HTML, and each block directive
 * (`::table{id="fees"}`) becomes typed data looked up in the registry it is given. It reads no file and imports no
 * content, so the web app compiles the demo school's pages with it and the server can check a staff member's save
 * with the school's own tables, photos and documents. Every reference is checked, and every problem found is
 * returned with the line it is on, in words the person who wrote the page can act on; it never throws.
 */
import type { Link as MdLink, Node, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { documentHref } from '@school/shared/asset-paths';
import { isCarouselName } from '@school/shared/carousel-settings';
import { amountAsShown } from '@school/shared/indian-number';
import type { Link, SiteDocument, Template, YearSections } from '@school/shared/site-schema';
import {
  blocksAllowed,
  type BlockKind,
  type ContentBlock,
  type ImageView,
  type LiveFeed,
  type PhotoGroupView,
  type ResolvedLink,
  type TableCellView,
} from './blocks';

/** Anything that finds a value by its name: a `Map`, or an object with a `get` of its own. */
export interface Lookup<Value> {
  get(key: string): Value | undefined;
}

/** Everything a page may refer to. The compiler looks nothing up anywhere else. */
export interface PageRegistry {
  yearSections: readonly YearSections[];
  /** Photo groups as a page shows them, their pictures' addresses already worked out. */
  photoGroups: readonly PhotoGroupView[];
  /** The school's documents by key: a page links one by its key (`doc:fee-structure`), and shows its title. */
  documents: Lookup<Pick<SiteDocument, 'title'>>;
  /** The site's pages by id: where each is, and what a link to it says when the page gives it no words of its own. */
  pages: Lookup<{ path: string; label: string }>;
  /** The address of one photo album, for a year section's picture that opens it. */
  albumHref: (album: string) => string;
  /** The live feeds by name, with the categories a block must pick one of (none for a feed without them). */
  feeds: Lookup<{ categories?: readonly string[] }>;
  /** Every picture by id, for the year sections that name one. */
  images: Lookup<ImageView>;
  /** `:school[name]`: what the fact leaves in the page, and the address it links to if it is a link. */
  schoolFacts: Lookup<{ text: string; href?: string }>;
}

export interface CompileOptions {
  /** What the page is called in messages: a file name, or a page's title. */
  source?: string;
  template: Template;
  registry: PageRegistry;
}

/** One problem: where it is ("line 12", with the block when it is in a block's data) and what is wrong. */
export interface PageProblem {
  where: string;
  message: string;
}

export type CompileResult = { ok: true; blocks: ContentBlock[] } | { ok: false; errors: PageProblem[] };

/** The problems, one a line, as "where: what". */
export function describeProblems(errors: readonly PageProblem[]): string {
  return errors.map((error) => `${error.where}: ${error.message}`).join('\n');
}

/** Markdown with blocks as a tree: the one reading of a page's text, for compiling it and for the console's editor. */
export const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
const htmlRenderer = unified().use(remarkRehype).use(rehypeStringify);

const blockNames = ['photos', 'pdf', 'sitemap', 'carousel', 'years', 'live'];
const newTab = { hProperties: { target: '_blank', rel: ['noopener', 'noreferrer'] } };

type Attributes = Record<string, string | null | undefined>;

/** A node of the page, or just a place in it. */
type Located = Pick<Node, 'position'>;

/** One compilation: the page's text and options, and the problems found so far. */
class Compilation {
  /** The problems found, with the line each is on, in the order they were found. */
  readonly problems: (PageProblem & { line: number })[] = [];

  constructor(
    readonly markdown: string,
    readonly options: CompileOptions,
  ) {}

  get registry(): PageRegistry {
    return this.options.registry;
  }

  where(node: Located | undefined, detail?: string): string {
    const line = node?.position?.start.line;
    const place = [this.options.source, line === undefined ? undefined : `line ${line}`].filter(Boolean).join(', ');
    return [place || 'the page', detail && `(${detail})`].filter(Boolean).join(' ');
  }

  report(node: Located | undefined, message: string, detail?: string): void {
    this.problems.push({ line: node?.position?.start.line ?? 0, where: this.where(node, detail), message });
  }

  /** The problems from the top of the page down, as a person reads it. */
  get errors(): PageProblem[] {
    return this.problems.toSorted((a, b) => a.line - b.line).map(({ where, message }) => ({ where, message }));
  }

  /** The whole text of a node as the page writes it. */
  source(node: Node): string {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start === undefined || end === undefined ? '' : this.markdown.slice(start, end);
  }

  /** The first line of a node as the page writes it, for a message that quotes it. */
  written(node: Node): string {
    const first = this.source(node).split('\n', 1)[0]!.trim();
    return first.length > 80 ? `${first.slice(0, 77)}...` : first;
  }
}

/** What a block names by its id, from a list of the registry's or a look-up by key; each problem reported. */
function find<T>(
  run: Compilation,
  node: Node,
  name: string,
  what: string,
  list: readonly (T & { id: string })[] | Lookup<T>,
  id: string | undefined,
): T | undefined {
  if (!id) {
    run.report(node, `“::${name}” needs the id of a ${what}, such as ::${name}{id="..."}`);
    return undefined;
  }
  const found = 'get' in list ? list.get(id) : list.find((item) => item.id === id);
  if (!found) run.report(node, `the ${what} “${id}” does not exist`);
  return found;
}

/** What a link must be written as, said of one that is not. */
const linkRule = (url: string) => `the link “${url}” must use page:, doc:, mailto:, tel: or a full https:// address`;

/** A link of a table cell, a list item or a year section: to a page, a document or another site. */
function linkView(run: Compilation, node: Node, detail: string, link: Link): ResolvedLink | undefined {
  if ('page' in link) {
    const page = run.registry.pages.get(link.page);
    if (!page) {
      run.report(node, `links to the page “${link.page}”, which does not exist`, detail);
      return undefined;
    }
    return { label: link.label ?? page.label, href: page.path, newTab: false, kind: 'page' };
  }
  if ('document' in link) {
    const document = run.registry.documents.get(link.document);
    if (!document) {
      run.report(node, `links to the document “${link.document}”, which does not exist`, detail);
      return undefined;
    }
    return { label: link.label ?? document.title, href: documentHref(link.document), newTab: true, kind: 'document' };
  }
  if (!link.label) {
    run.report(node, `the link to ${link.url} needs words to show`, detail);
    return undefined;
  }
  return { label: link.label, href: link.url, newTab: true, kind: 'url' };
}

/** The words of a run of a sentence, its marks left out. */
export function textOf(nodes: readonly PhrasingContent[]): string {
  return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? textOf(node.children) : '')).join('');
}

/**
 * Rewrites `page:` and `doc:` links into plain Markdown links, and `:school[...]` facts into what the registry says
 * they leave (the web app's marks, which each render fills in from the school's profile).
 */
function resolveInlineReferences(run: Compilation, tree: Root): void {
  visit(tree, (node, index, parent) => {
    if (node.type === 'textDirective' && node.name !== 'school') {
      // Plain text such as "1:18" or "7:45 am" parses as a directive; give it back as text.
      const bare = node.children.length === 0 && Object.keys(node.attributes ?? {}).length === 0;
      if (!bare) {
        run.report(node, `“${run.written(node)}” cannot be shown in a sentence; the only one is :school[...]`);
        return SKIP;
      }
      if (parent && index !== undefined) parent.children.splice(index, 1, { type: 'text', value: `:${node.name}` });
      return SKIP;
    }
    if (node.type === 'textDirective') {
      const key = textOf(node.children);
      const fact = run.registry.schoolFacts.get(key);
      if (!fact) {
        run.report(node, `“:school[${key}]” is not a fact of the school's profile`);
        return SKIP;
      }
      const text = { type: 'text' as const, value: fact.text };
      const replacement: PhrasingContent = fact.href ? { type: 'link', url: fact.href, children: [text] } : text;
      if (parent && index !== undefined) parent.children.splice(index, 1, replacement as never);
      return SKIP;
    }
    if (node.type === 'link') resolveLinkNode(run, node);
    if (node.type === 'paragraph') checkParagraph(run, node);
    if ((node.type === 'leafDirective' || node.type === 'containerDirective') && parent && parent.type !== 'root') {
      const inContainer = parent.type === 'containerDirective';
      if (!(inContainer && (node.type === 'leafDirective' || standsInTab(node)))) {
        const colons = node.type === 'leafDirective' ? '::' : ':::';
        run.report(
          node,
          `the block “${colons}${node.name}” must stand on a line of its own, outside lists, quotes and other blocks`,
        );
        return SKIP;
      }
    }
    // A table's cells and a list's items are read by cellView, which needs their links as written.
    return holdsCells(node) ? SKIP : undefined;
  });
}

/** A line that starts like a block but did not parse as one would show on the page as it is written. */
function checkParagraph(run: Compilation, node: Paragraph): void {
  const start = node.position?.start.line;
  if (start === undefined) return;
  run
    .source(node)
    .split('\n')
    .forEach((line, offset) => {
      const point = { line: start + offset, column: 1 };
      const at: Located = { position: { start: point, end: point } };
      if (/^\s*:{3,}\s*$/.test(line)) {
        run.report(at, 'this ::: closes nothing: a container starts with a line such as :::tab{label="..."}');
      } else if (/^\s*::+[A-Za-z]/.test(line)) {
        run.report(
          at,
          `“${line.trim()}” looks like a block but could not be read: write it as ::name{id="..."} on a line of its ` +
            'own, each value in double quotes',
        );
      }
    });
}

function resolveLinkNode(run: Compilation, node: MdLink): void {
  const [scheme, id] = node.url.split(':', 2);
  if (scheme === 'page' || scheme === 'doc') {
    const what = scheme === 'page' ? 'page' : 'document';
    if (!id) {
      run.report(node, `the link “${node.url}” names no ${what}: write it as (${scheme}:the-${what}-id)`);
      return;
    }
    if (scheme === 'page') {
      const page = run.registry.pages.get(id);
      if (page) node.url = page.path;
      else run.report(node, `the link “${node.url}” goes to a page that does not exist (“${id}”)`);
      return;
    }
    if (run.registry.documents.get(id)) {
      node.url = documentHref(id);
      node.data = newTab;
    } else {
      run.report(node, `the link “${node.url}” goes to a document that does not exist (“${id}”)`);
    }
  } else if (/^https?:\/\//.test(node.url)) {
    node.data = newTab;
  } else if (!/^(mailto:|tel:|#)/.test(node.url)) {
    run.report(node, linkRule(node.url));
  }
}

/** A feed the registry knows, with a category exactly when that feed has categories to pick from. */
function liveFeed(run: Compilation, node: Node, attributes: Attributes): LiveFeed | undefined {
  const { feed, category } = attributes;
  if (!feed) {
    run.report(node, '“::live” needs a feed, such as ::live{feed="news"}');
    return undefined;
  }
  const definition = run.registry.feeds.get(feed);
  const categories = definition?.categories;
  if (!definition) run.report(node, `there is no live feed “${feed}”`);
  else if (!categories && category !== undefined) run.report(node, `the live feed “${feed}” takes no category`);
  else if (!categories) return { feed };
  else if (category && categories.includes(category)) return { feed, category };
  else {
    const problem = category ? `has no category “${category}”` : 'needs a category';
    run.report(node, `the live feed “${feed}” ${problem}: pick one of ${categories.join(', ')}`);
  }
  return undefined;
}

/** The blocks a compilation returns share no object with the registry, which outlives them. */
function photoGroupView(run: Compilation, node: LeafDirective, id: string | undefined): PhotoGroupView | undefined {
  const group = find(run, node, node.name, 'photo group', run.registry.photoGroups, id);
  return group && { ...group, images: group.images.map((image) => ({ ...image })) };
}

function pdfBlock(run: Compilation, node: LeafDirective, attributes: Attributes): ContentBlock | undefined {
  const id = attributes.id ?? undefined;
  const document = find(run, node, 'pdf', 'document', run.registry.documents, id);
  const height = Number(attributes.height);
  const heightOk = Number.isInteger(height) && height >= 200;
  if (!heightOk) run.report(node, `the PDF “${id ?? ''}” needs a height of 200 or more, such as height="900"`);
  // A document's title is too long for a button on a phone, so the page says what its link reads.
  const label = attributes.label?.trim();
  if (!label) run.report(node, `the PDF “${id ?? ''}” needs a label, such as label="Open the holiday list"`);
  if (!id || !document || !heightOk || !label) return undefined;
  return { kind: 'pdf', title: document.title, href: documentHref(id), height, label };
}

function yearsBlock(run: Compilation, node: LeafDirective, id: string | undefined): ContentBlock | undefined {
  const sections = find(run, node, 'years', 'year sections', run.registry.yearSections, id);
  if (!sections) return undefined;
  const before = run.problems.length;
  const years = sections.years.map((year) => ({
    year: year.year,
    intro: year.intro,
    columns: year.columns.map((column) => ({
      heading: column.heading,
      items: column.items.map((item) => {
        const detail = `the year sections “${sections.id}”, ${year.year}, “${item.label}”`;
        const image = run.registry.images.get(item.image);
        if (!image) run.report(node, `shows the picture “${item.image}”, which does not exist`, detail);
        const href =
          'album' in item
            ? run.registry.albumHref(item.album)
            : linkView(run, node, detail, { document: item.document, label: item.label })?.href;
        return { label: item.label, image: { ...image! }, href: href ?? '', newTab: !('album' in item) };
      }),
    })),
  }));
  return run.problems.length === before ? { kind: 'years', years } : undefined;
}

function blockFromDirective(run: Compilation, node: LeafDirective): ContentBlock | undefined {
  const attributes: Attributes = node.attributes ?? {};
  const id = attributes.id ?? undefined;
  switch (node.name) {
    case 'photos': {
      const group = photoGroupView(run, node, id);
      return group && { kind: 'photos', group };
    }
    case 'carousel': {
      const group = photoGroupView(run, node, id);
      const settings = attributes.settings ?? 'generic';
      if (!isCarouselName(settings)) {
        run.report(node, `there are no carousel settings named “${settings}”; leave settings out for the usual ones`);
        return undefined;
      }
      return group && { kind: 'carousel', group, settings };
    }
    case 'pdf':
      return pdfBlock(run, node, attributes);
    case 'sitemap':
      return { kind: 'sitemap' };
    case 'live': {
      const feed = liveFeed(run, node, attributes);
      return feed && { kind: 'live', feed };
    }
    case 'years':
      return yearsBlock(run, node, id);
    default:
      if (node.name in writtenWhereTheyStand) {
        run.report(node, writtenWhereTheyStand[node.name]!);
        return undefined;
      }
      run.report(
        node,
        `unknown block “::${node.name}”: a block is one of ${blockNames.map((n) => `::${n}`).join(', ')}`,
      );
      return undefined;
  }
}

function proseHtml(nodes: RootContent[]): string {
  return htmlRenderer.stringify(htmlRenderer.runSync({ type: 'root', children: nodes }));
}

const tableExample = ':::table{caption="Annual fees"}';

/** The blocks once named by an id and now written in the page, with how each is written. */
const writtenWhereTheyStand: Readonly<Record<string, string>> = {
  table: `a table is written where it stands: ${tableExample}, its rows inside, then a line :::`,
  list: 'a list is written where it stands: :::list{title="..."}, its items inside as a bulleted list, then a line :::',
  faq: 'the FAQ is written where it stands: :::faq, each question a ### heading with its answer under it, then a line :::',
};

const isContainer = (node: Node, names: readonly string[]): node is ContainerDirective =>
  node.type === 'containerDirective' && names.includes((node as ContainerDirective).name);

/** A block whose every piece is words or one link: a table's cells, a list's items. */
const holdsCells = (node: Node) => isContainer(node, ['table', 'list']);

/** A block that holds text and may stand in a tab, as on a page. */
const standsInTab = (node: Node) => isContainer(node, ['table', 'list', 'faq']);

/** What a cell's link says, as a link of the registry's kind: to a page, a document or another site. */
function cellLink(url: string, label: string | undefined): Link | ResolvedLink {
  const [scheme, id = ''] = url.split(':', 2);
  if (scheme === 'page') return { page: id, label };
  if (scheme === 'doc') return { document: id, label };
  if (/^(mailto|tel):/.test(url))
    return { label: label ?? url.replace(/^\w+:/, ''), href: url, newTab: false, kind: 'url' };
  return { url, label };
}

/** The words of a cell, a fact of the school's profile as what it leaves in the page. */
function cellWords(run: Compilation, nodes: readonly PhrasingContent[], detail: string): string {
  return nodes
    .map((node): string => {
      if (node.type !== 'textDirective')
        return 'children' in node ? cellWords(run, node.children, detail) : textOf([node]);
      if (node.name !== 'school') return `:${node.name}${textOf(node.children)}`;
      const fact = run.registry.schoolFacts.get(textOf(node.children));
      if (!fact) run.report(node, `“:school[${textOf(node.children)}]” is not a fact of the school's profile`, detail);
      return fact?.text ?? '';
    })
    .join('')
    .trim();
}

/** A table's cell or a list's item as the page shows it: its words, or the one link it is. */
function cellView(run: Compilation, words: readonly PhrasingContent[], detail: string): TableCellView {
  const content = words.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
  const [only] = content;
  if (content.length !== 1 || only?.type !== 'link') return cellWords(run, content, detail);
  // A link without words of its own says what a page's or a document's link says: its title.
  const link = cellLink(only.url, cellWords(run, only.children, detail) || undefined);
  if ('href' in link) return link;
  if ('url' in link && !/^https?:\/\//.test(link.url)) {
    run.report(only, linkRule(link.url), detail);
    return link.label ?? '';
  }
  return linkView(run, only, detail, link) ?? '';
}

/** The columns an `amounts="2,3"` attribute names, counted from 1, as indexes. */
function amountColumns(run: Compilation, node: ContainerDirective, caption: string, columns: number): Set<number> {
  const written = node.attributes?.amounts?.trim();
  if (!written) return new Set();
  const numbers = written.split(/\s*,\s*/).map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > columns)) {
    run.report(
      node,
      `amounts names columns by number, from 1 to ${columns}, such as amounts="2"`,
      `the table “${caption}”`,
    );
  }
  return new Set(numbers.map((n) => n - 1));
}

/**
 * `:::table{caption="..."}` holding one table: its first row the columns' headings, each cell words or one link.
 * A column named in `amounts` shows whole numbers of rupees grouped the Indian way, whatever grouping was typed.
 */
function tableBlock(run: Compilation, node: ContainerDirective): ContentBlock | undefined {
  const caption = node.attributes?.caption?.trim() ?? '';
  // Staff meet these from the console's editor, where a table is its caption and its cells: said in those words.
  if (caption.length < 3) run.report(node, 'a table needs a caption of three letters or more');
  const [table, ...rest] = node.children;
  if (table?.type !== 'table' || rest.length > 0) {
    run.report(node, `a table block (${tableExample}) holds one table and nothing else`);
    return undefined;
  }
  const name = `the table “${caption}”`;
  const [head, ...body] = table.children;
  const columns = (head?.children ?? []).map((cell) => cellWords(run, cell.children, name));
  if (columns.some((column) => column === '')) run.report(table, 'every column needs a heading', name);
  if (body.length === 0) run.report(table, 'a table needs a row under its headings', name);
  const amounts = amountColumns(run, node, caption, columns.length);
  const rows = body.map((row, index) =>
    columns.map((_, column) => {
      const view = cellView(run, row.children[column]?.children ?? [], `${name}, row ${index + 1}`);
      return amounts.has(column) && typeof view === 'string' ? amountAsShown(view) : view;
    }),
  );
  return caption.length < 3 ? undefined : { kind: 'table', caption, columns, rows };
}

/** `:::slides{title="..."}`: prose only, each slide starting at a `###` heading. */
function slidesBlock(run: Compilation, node: ContainerDirective): ContentBlock | undefined {
  const title = node.attributes?.title;
  if (!title) run.report(node, ':::slides needs a title, such as :::slides{title="Latest News"}');
  const slides: RootContent[][] = [];
  for (const child of node.children) {
    const last = slides.at(-1);
    if (child.type === 'heading' && child.depth === 3) slides.push([child]);
    else if (last && child.type !== 'leafDirective' && child.type !== 'containerDirective') last.push(child);
    else {
      run.report(child, ':::slides holds prose only, each slide starting at a ### heading');
      return undefined;
    }
  }
  if (slides.length < 2) {
    run.report(node, ':::slides needs two slides or more, each starting at a ### heading');
    return undefined;
  }
  return title ? { kind: 'slides', title, slides: slides.map(proseHtml) } : undefined;
}

/**
 * `:::list{title="..." columns="2"}` holding one bulleted list, each item words or one link; shown in 1 to 3 columns
 * on wide screens. Its title is optional.
 */
function listBlock(run: Compilation, node: ContainerDirective): ContentBlock | undefined {
  const title = node.attributes?.title?.replace(/\s+/g, ' ').trim() || undefined;
  const name = title ? `the list “${title}”` : 'a list';
  const written = node.attributes?.columns ?? '1';
  const columns = Number(written);
  const columnsOk = columns === 1 || columns === 2 || columns === 3;
  if (!columnsOk) run.report(node, `a list shows in 1, 2 or 3 columns, not “${written}”`, name);
  const [list, ...rest] = node.children;
  if (list?.type !== 'list' || list.ordered || rest.length > 0) {
    run.report(node, 'a list block holds one bulleted list and nothing else', name);
    return undefined;
  }
  const items = list.children.map((item, index) => {
    const [words, ...more] = item.children;
    if (words?.type !== 'paragraph' || more.length > 0) {
      run.report(item, 'each item of a list is one line of words or one link', `${name}, item ${index + 1}`);
      return '';
    }
    return cellView(run, words.children, `${name}, item ${index + 1}`);
  });
  return columnsOk ? { kind: 'list', title, columns, items } : undefined;
}

/**
 * `:::faq`: each question a `###` heading, its answer the paragraphs and lists under it, shown numbered. Staff meet
 * these messages in the console's editor, where a `###` heading is a Subheading: said in those words.
 */
function faqBlock(run: Compilation, node: ContainerDirective): ContentBlock | undefined {
  const questions: { heading: RootContent; answer: RootContent[] }[] = [];
  const before = run.problems.length;
  for (const child of node.children) {
    const last = questions.at(-1);
    if (child.type === 'heading' && child.depth === 3) questions.push({ heading: child, answer: [] });
    else if (child.type === 'paragraph' || child.type === 'list') {
      if (last) last.answer.push(child);
      else
        run.report(
          child,
          'each question of the FAQ is a Subheading, its answer under it: these words have no question',
        );
    } else {
      run.report(child, 'the FAQ holds questions (each a Subheading) and their answers, in paragraphs and lists');
    }
  }
  if (questions.length === 0) run.report(node, 'the FAQ needs a question: a Subheading, its answer under it');
  const items = questions.map(({ heading, answer }) => {
    const question = textOf((heading as { children: PhrasingContent[] }).children).trim();
    if (question.length < 5)
      run.report(heading, 'each question of the FAQ needs words of its own, five letters or more');
    if (answer.length === 0) run.report(heading, `the question “${question}” needs an answer under it`);
    return { question, answerHtml: proseHtml(answer) };
  });
  return run.problems.length === before ? { kind: 'faq', items } : undefined;
}

/** Whether a container's last line is the `:::` that closes it; one never closed runs to the end of the page. */
function isClosed(run: Compilation, node: ContainerDirective): boolean {
  const lines = run.source(node).trimEnd().split('\n');
  return lines.length > 1 && /^\s*:{3,}\s*$/.test(lines.at(-1)!);
}

function containerBlock(run: Compilation, node: ContainerDirective): ContentBlock | undefined {
  if (!isClosed(run, node)) {
    run.report(node, `“:::${node.name}” is never closed: end it with a line of three colons, :::`);
  }
  if (node.name === 'slides') return slidesBlock(run, node);
  if (node.name === 'table') return tableBlock(run, node);
  if (node.name === 'list') return listBlock(run, node);
  if (node.name === 'faq') return faqBlock(run, node);
  if (node.name !== 'tab') {
    const containers = ['table', 'list', 'faq', 'tab', 'slides'].map((name) => `:::${name}`).join(', ');
    run.report(node, `unknown container “:::${node.name}”: a container is one of ${containers}`);
    return undefined;
  }
  const label = node.attributes?.label;
  if (!label) run.report(node, 'a tab needs a label, such as “Parent Portal Guidelines”');
  const blocks = toBlocks(run, node.children);
  return label ? { kind: 'tab', label, blocks } : undefined;
}

function allowed(run: Compilation, node: Node, kind: BlockKind): boolean {
  const { template } = run.options;
  if (blocksAllowed[template].has(kind)) return true;
  run.report(node, `a page of the ${template} template cannot show a ${kind} block`);
  return false;
}

function toBlocks(run: Compilation, nodes: RootContent[]): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let prose: RootContent[] = [];
  const flushProse = () => {
    if (prose.length === 0) return;
    blocks.push({ kind: 'html', html: proseHtml(prose) });
    prose = [];
  };
  for (const node of nodes) {
    if (node.type === 'leafDirective' || node.type === 'containerDirective') {
      flushProse();
      const block = node.type === 'leafDirective' ? blockFromDirective(run, node) : containerBlock(run, node);
      if (block && allowed(run, node, block.kind)) blocks.push(block);
    } else {
      prose.push(node);
    }
  }
  flushProse();
  return blocks;
}

function compile(run: Compilation): ContentBlock[] {
  const tree = parser.parse(run.markdown);
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 1) {
      run.report(node, 'the page heading comes from the site map; start at ## (not #)');
    }
  }
  resolveInlineReferences(run, tree);
  return toBlocks(run, tree.children);
}

/**
 * A page's blocks, or every problem that keeps it from rendering. Any input gives an answer, never an exception:
 * what it is given is a staff member's save as much as a file of the demo school.
 */
export function compilePage(markdown: string, options: CompileOptions): CompileResult {
  const run = new Compilation(markdown, options);
  let blocks: ContentBlock[];
  try {
    blocks = compile(run);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    run.report(undefined, `the page could not be read (${reason})`);
    return { ok: false, errors: run.errors };
  }
  return run.problems.length === 0 ? { ok: true, blocks } : { ok: false, errors: run.errors };
}
