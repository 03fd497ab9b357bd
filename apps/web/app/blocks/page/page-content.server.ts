/**
 * A page's text is the school's own: stored per school and published from the console (the demo seed stores the demo
 * school's, from `content/pages/`), read through the load context on each render, which the page cache keeps. A page
 * whose text the school has not published answers 404, the home page excepted: it is the site's door, and shows its
 * other parts without a welcome until one is written.
 */
import { data, type AppLoadContext } from 'react-router';
import type { SitePage } from '@school/shared/site-schema';
import { pageByPath } from '../../site/navigation';
import { requireProfile } from '../../site/school-profile';
import { liveSourceOf } from '../live/load-context';
import { loadBlockAssets } from './block-assets.server';
import type { ContentBlock } from './blocks';
import { markdownToBlocks, renderRegistry } from './markdown-blocks.server';
import { withSchoolFacts } from './school-facts';
import { documentsOnSite } from '../../site/documents-on-site.server';
import { pagesOnSite } from '../../site/pages-on-site.server';
import { withDocumentsOnSite } from './document-links';

/** Each page's blocks, worked out once per text it has had: a school's pages change rarely. */
const compiled = new Map<string, { text: string; blocks: ContentBlock[] }>();

/** A page's stored text as blocks; throws with every problem of the text, each with its line, if it has any. */
export function pageBlocks(schoolCode: string, page: SitePage, text: string): ContentBlock[] {
  const key = `${schoolCode}\u0000${page.id}`;
  const kept = compiled.get(key);
  if (kept?.text === text) return kept.blocks;
  const blocks = markdownToBlocks(`The page “${page.title}”`, text, page.template, renderRegistry);
  compiled.set(key, { text, blocks });
  return blocks;
}

export interface PageText {
  page: SitePage;
  /** None when the school has not published the page's text, or it could not be read. */
  blocks?: ContentBlock[];
  /** The title the school gave the page, where its text is published. */
  heading?: string;
  description: string;
  /** The school's pages could not be read, nor had this process read them before (logged). */
  unread?: boolean;
}

/**
 * The school's published text of a page of the site map, as blocks; a text that does not compile is logged. While the
 * school has no profile, the holding page instead: no page's own content goes out with it.
 */
export async function pageText(page: SitePage, context: AppLoadContext): Promise<PageText> {
  await requireProfile(context);
  const live = liveSourceOf(context);
  const onSite = await pagesOnSite(context);
  if (!onSite) return { page, description: '', unread: true };
  const published = onSite[page.id];
  if (!published) return { page, description: '' };
  try {
    return {
      page,
      blocks: pageBlocks(live.schoolCode, page, published.text),
      heading: published.title,
      description: published.description,
    };
  } catch (error) {
    live.logError(`The page “${page.title}” could not be shown`, error);
    return { page, description: '' };
  }
}

/**
 * The page at the request's path with its text; 404 for an address of no page, or of a page not published, and 503
 * while the school's pages cannot be read (a database away says nothing of whether the page exists).
 */
export async function pageAt(
  request: Request,
  context: AppLoadContext,
): Promise<PageText & { blocks: ContentBlock[] }> {
  const page = pageByPath(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const text = await pageText(page, context);
  if (text.unread) throw data(null, { status: 503 });
  if (!text.blocks) throw data(null, { status: 404 });
  return { ...text, blocks: text.blocks };
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
  const { blocks: marked, heading, description } = await pageAt(request, context);
  const blocks = await withSchoolData(marked, context);
  return { blocks, heading, description, blockAssets: await loadBlockAssets(blocks) };
}
