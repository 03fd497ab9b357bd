/**
 * Turns a page's Markdown into content blocks: runs of prose become HTML, and
 * each block directive (`::table{id="fees"}`) becomes typed data looked up in
 * the content registries. Every reference is checked here, so a typo in the
 * content fails the build and the tests instead of showing a broken page.
 */
import type { Link as MdLink, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { documentHref } from '@school/shared/asset-paths';
import { isCarouselName } from '@school/shared/carousel-settings';
import type { Link, Template } from '@school/shared/site-schema';
import { documents } from '@school/content/documents';
import { faqs, lists, tables, yearSections } from '@school/content/blocks';
import { photoGroups } from '@school/content/media';
import { albumHref, pageById, resolveLink, sitePages, type ResolvedLink } from '../../site/navigation';
import { liveFeedNamed } from '../live/feeds.server';
import type { LiveFeed } from '../live/live-feed';
import { blocksAllowed, type ContentBlock, type PhotoGroupView, type TableCellView } from './blocks';
import { imageView, imageViewById } from './images.server';
import { factHref, factLinks, factText, isSchoolFact } from './school-facts';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
const htmlRenderer = unified().use(remarkRehype).use(rehypeStringify);

const documentsById = new Map(documents.map((document) => [document.id, document]));
const pageIds = new Set(sitePages.map((page) => page.id));

class ContentError extends Error {
  constructor(source: string, message: string) {
    super(`${source}: ${message}`);
    this.name = 'ContentError';
  }
}

function find<T extends { id: string }>(source: string, what: string, list: readonly T[], id: string | undefined): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw new ContentError(source, `no ${what} with id "${id ?? ''}"`);
  return found;
}

function checkPage(source: string, id: string): void {
  if (!pageIds.has(id)) throw new ContentError(source, `no page with id "${id}"`);
}

function linkView(source: string, link: Link): ResolvedLink {
  if ('document' in link && !documentsById.has(link.document)) {
    throw new ContentError(source, `no document with id "${link.document}"`);
  }
  if ('page' in link) checkPage(source, link.page);
  return resolveLink(
    'document' in link && !link.label ? { ...link, label: documentsById.get(link.document)?.title } : link,
  );
}

function cellView(source: string, cell: string | Link): TableCellView {
  return typeof cell === 'string' ? cell : linkView(source, cell);
}

function photoGroupView(source: string, id: string | undefined): PhotoGroupView {
  const group = find(source, 'photo group', photoGroups, id);
  return {
    id: group.id,
    title: group.title,
    images: group.images.map(imageView),
    ...(group.animated ? { animated: true } : {}),
  };
}

function textOf(nodes: PhrasingContent[]): string {
  return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? textOf(node.children) : '')).join('');
}

/**
 * Rewrites `page:` and `doc:` links into plain Markdown links, and `:school[...]` facts into the marks each render
 * fills in from the school's profile (school-facts.ts).
 */
function resolveInlineReferences(source: string, tree: Root): void {
  visit(tree, (node, index, parent) => {
    if (node.type === 'textDirective' && node.name !== 'school') {
      // Plain text such as "1:18" or "7:45 am" parses as a directive; give it back as text.
      const bare = node.children.length === 0 && Object.keys(node.attributes ?? {}).length === 0;
      if (!bare) throw new ContentError(source, `unknown inline directive ":${node.name}"`);
      if (parent && index !== undefined) parent.children.splice(index, 1, { type: 'text', value: `:${node.name}` });
      return SKIP;
    }
    if (node.type === 'textDirective') {
      const key = textOf(node.children);
      if (!isSchoolFact(key)) throw new ContentError(source, `unknown school fact ":school[${key}]"`);
      const text = { type: 'text' as const, value: factText(key) };
      const replacement: PhrasingContent = factLinks(key)
        ? { type: 'link', url: factHref(key), children: [text] }
        : text;
      if (parent && index !== undefined) parent.children.splice(index, 1, replacement as never);
      return SKIP;
    }
    if (node.type === 'link') resolveLinkNode(source, node);
    if ((node.type === 'leafDirective' || node.type === 'containerDirective') && parent && parent.type !== 'root') {
      if (!(node.type === 'leafDirective' && parent.type === 'containerDirective')) {
        throw new ContentError(source, `::${node.name} must stand on a line of its own at the top level`);
      }
    }
    return undefined;
  });
}

function resolveLinkNode(source: string, node: MdLink): void {
  const [scheme, id] = node.url.split(':', 2);
  if (scheme === 'page' && id) {
    checkPage(source, id);
    node.url = pageById(id).path;
  } else if (scheme === 'doc' && id) {
    if (!documentsById.has(id)) throw new ContentError(source, `no document with id "${id}"`);
    node.url = documentHref(id);
    node.data = { hProperties: { target: '_blank', rel: ['noopener', 'noreferrer'] } };
  } else if (/^https?:\/\//.test(node.url)) {
    node.data = { hProperties: { target: '_blank', rel: ['noopener', 'noreferrer'] } };
  } else if (!/^(mailto:|tel:|#)/.test(node.url)) {
    throw new ContentError(source, `link "${node.url}" must use page:, doc:, mailto:, tel: or a full https:// address`);
  }
}

/** A feed some feature declares, with a category exactly when that feed has categories to pick from. */
function liveFeed(source: string, attributes: Record<string, string | null | undefined>): LiveFeed {
  const { feed, category } = attributes;
  const definition = feed ? liveFeedNamed(feed) : undefined;
  const categories = definition?.categories;
  if (feed && definition && !categories && category === undefined) return { feed };
  if (feed && categories && category && categories.includes(category)) return { feed, category };
  const choices = categories ? ` with category one of ${categories.join(', ')}` : '';
  throw new ContentError(source, `::live{feed="${feed ?? ''}"} is not a live block${choices}`);
}

function blockFromDirective(
  source: string,
  name: string,
  attributes: Record<string, string | null | undefined>,
): ContentBlock {
  const id = attributes.id ?? undefined;
  switch (name) {
    case 'table': {
      const table = find(source, 'table', tables, id);
      return {
        kind: 'table',
        caption: table.caption,
        columns: table.columns,
        rows: table.rows.map((row) => row.map((cell) => cellView(source, cell))),
      };
    }
    case 'list': {
      const list = find(source, 'list', lists, id);
      return {
        kind: 'list',
        title: list.title,
        columns: list.columns,
        items: list.items.map((item) => cellView(source, item)),
      };
    }
    case 'faq':
      return { kind: 'faq', items: find(source, 'FAQ', faqs, id).items };
    case 'photos':
      return { kind: 'photos', group: photoGroupView(source, id) };
    case 'carousel': {
      const settings = attributes.settings ?? 'generic';
      if (!isCarouselName(settings)) throw new ContentError(source, `no carousel settings named "${settings}"`);
      return { kind: 'carousel', group: photoGroupView(source, id), settings };
    }
    case 'pdf': {
      const document = find(source, 'document', documents, id);
      const height = Number(attributes.height);
      if (!Number.isInteger(height) || height < 200) throw new ContentError(source, `::pdf{id="${id}"} needs a height`);
      // A document's title is too long for a button on a phone, so the page says what its link reads.
      const label = attributes.label?.trim();
      if (!label) throw new ContentError(source, `::pdf{id="${id}"} needs a label, such as "Open the holiday list"`);
      return { kind: 'pdf', title: document.title, href: documentHref(document.id), height, label };
    }
    case 'sitemap':
      return { kind: 'sitemap' };
    case 'live':
      return { kind: 'live', feed: liveFeed(source, attributes) };
    case 'years': {
      const sections = find(source, 'year sections', yearSections, id);
      return {
        kind: 'years',
        years: sections.years.map((year) => ({
          year: year.year,
          intro: year.intro,
          columns: year.columns.map((column) => ({
            heading: column.heading,
            items: column.items.map((item) => ({
              label: item.label,
              image: imageViewById(item.image, source),
              ...('album' in item
                ? { href: albumHref(item.album), newTab: false }
                : { href: linkView(source, { document: item.document, label: item.label }).href, newTab: true }),
            })),
          })),
        })),
      };
    }
    default:
      throw new ContentError(source, `unknown block "::${name}"`);
  }
}

function proseHtml(nodes: RootContent[]): string {
  return htmlRenderer.stringify(htmlRenderer.runSync({ type: 'root', children: nodes }));
}

/** `:::slides{title="..."}`: prose only, each slide starting at a `###` heading. */
function slidesBlock(source: string, node: ContainerDirective): ContentBlock {
  const title = node.attributes?.title;
  if (!title) throw new ContentError(source, ':::slides needs a title');
  const slides: RootContent[][] = [];
  for (const child of node.children) {
    const last = slides.at(-1);
    if (child.type === 'heading' && child.depth === 3) slides.push([child]);
    else if (last && child.type !== 'leafDirective' && child.type !== 'containerDirective') last.push(child);
    else throw new ContentError(source, ':::slides holds prose only, each slide starting at a ### heading');
  }
  if (slides.length < 2) throw new ContentError(source, ':::slides needs two slides or more');
  return { kind: 'slides', title, slides: slides.map(proseHtml) };
}

function toBlocks(source: string, nodes: RootContent[]): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let prose: RootContent[] = [];
  const flushProse = () => {
    if (prose.length === 0) return;
    blocks.push({ kind: 'html', html: proseHtml(prose) });
    prose = [];
  };
  for (const node of nodes) {
    if (node.type === 'leafDirective') {
      flushProse();
      blocks.push(blockFromDirective(source, node.name, node.attributes ?? {}));
    } else if (node.type === 'containerDirective' && node.name === 'slides') {
      flushProse();
      blocks.push(slidesBlock(source, node));
    } else if (node.type === 'containerDirective') {
      if (node.name !== 'tab') throw new ContentError(source, `unknown container ":::${node.name}"`);
      const label = node.attributes?.label;
      if (!label) throw new ContentError(source, ':::tab needs a label');
      flushProse();
      blocks.push({ kind: 'tab', label, blocks: toBlocks(source, node.children) });
    } else {
      prose.push(node);
    }
  }
  flushProse();
  return blocks;
}

function checkAllowed(source: string, template: Template, blocks: ContentBlock[]): void {
  for (const block of blocks) {
    if (!blocksAllowed[template].has(block.kind)) {
      throw new ContentError(source, `the ${template} template cannot show a ${block.kind} block`);
    }
    if (block.kind === 'tab') checkAllowed(source, template, block.blocks);
  }
}

export function markdownToBlocks(source: string, markdown: string, template: Template): ContentBlock[] {
  const tree = parser.parse(markdown);
  resolveInlineReferences(source, tree);
  if (tree.children.some((node) => node.type === 'heading' && node.depth === 1)) {
    throw new ContentError(source, 'the page heading comes from the site map; start at ##');
  }
  const blocks = toBlocks(source, tree.children);
  checkAllowed(source, template, blocks);
  return blocks;
}
