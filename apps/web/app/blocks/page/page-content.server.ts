/**
 * Reads a page's Markdown from `content/pages/` and returns its blocks. The
 * files are bundled into the server build, so no visitor-controlled value
 * ever becomes a file path; a page's blocks are worked out once and kept.
 */
import { data, type AppLoadContext } from 'react-router';
import type { SitePage } from '@school/shared/site-schema';
import { pageByPath } from '../../site/navigation';
import { pageDescription } from '../../site/page-description.server';
import { requireProfile } from '../../site/school-profile';
import { loadBlockAssets } from './block-assets.server';
import type { ContentBlock } from './blocks';
import { markdownToBlocks } from './markdown-blocks.server';
import { withSchoolFacts } from './school-facts';
import { documentsOnSite } from '../../site/documents-on-site.server';
import { withDocumentsOnSite } from './document-links';

const sources = import.meta.glob<string>('../../../../../content/pages/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const sourcesByFile = new Map(
  Object.entries(sources).map(([file, markdown]) => [file.replace(/^.*\/content\/pages\//, ''), markdown]),
);

/** `pages/<section>/<id>.md`, or `pages/general/<id>.md` for a page outside the sections. */
export function contentFile(page: SitePage): string {
  return `${page.section ?? 'general'}/${page.id}.md`;
}

export function hasContent(page: SitePage): boolean {
  return sourcesByFile.has(contentFile(page));
}

const cache = new Map<string, ContentBlock[]>();

export function pageContent(page: SitePage): ContentBlock[] {
  const cached = cache.get(page.id);
  if (cached) return cached;
  const file = contentFile(page);
  const markdown = sourcesByFile.get(file);
  if (markdown === undefined) throw new Error(`content/pages/${file} is missing`);
  const blocks = markdownToBlocks(`content/pages/${file}`, markdown, page.template);
  cache.set(page.id, blocks);
  return blocks;
}

/** The page at the request's path: its blocks, and its description for the head (site/page-description.tsx). */
export function pageAt(request: Request): { blocks: ContentBlock[]; description: string } {
  const page = pageByPath(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { blocks: pageContent(page), description: pageDescription(page) };
}

/**
 * Blocks as a render shows them: with the school's facts from its profile (none yet: the holding page instead), and
 * every link to a document the site does not serve now marked, so that it is drawn as not yet uploaded.
 */
export async function withSchoolData<Blocks>(blocks: Blocks, context: AppLoadContext): Promise<Blocks> {
  const withFacts = withSchoolFacts(blocks, await requireProfile(context));
  const onSite = await documentsOnSite(context);
  return onSite ? withDocumentsOnSite(withFacts, onSite) : withFacts;
}

/**
 * The loader of every template that shows a page's Markdown: the page at the request's path, once the components
 * of its blocks are loaded, with the scripts and stylesheets they need for the head.
 */
export async function loadPageContent(request: Request, context: AppLoadContext) {
  const page = pageAt(request);
  const blocks = await withSchoolData(page.blocks, context);
  return { ...page, blocks, blockAssets: await loadBlockAssets(blocks) };
}
