/** The school's published pages as a page's loaders read them (pages-on-site.ts says why). */
import type { AppLoadContext } from 'react-router';
import type { PagesOnSite } from '@school/shared/live-source';
import { liveSourceOf } from '../blocks/live/load-context';
import { sitePages } from './navigation';

/**
 * The school's published pages, for a loader; the page notes that it read them, and is drawn again when one is
 * published, changed or withdrawn. Undefined when they could not be read: the read is logged and the page not kept.
 */
export async function pagesOnSite(context: AppLoadContext): Promise<PagesOnSite | undefined> {
  const live = liveSourceOf(context);
  try {
    return await live.pages();
  } catch (error) {
    live.logError("The school's pages could not be read", error);
    return undefined;
  }
}

/** The addresses of the site map's pages the site does not show now; the home page is always there. */
export function pagesNotOnSite(onSite: PagesOnSite): string[] {
  return sitePages.filter((page) => page.path !== '/' && !Object.hasOwn(onSite, page.id)).map((page) => page.path);
}
