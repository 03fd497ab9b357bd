/** The school's published pages as a page's loaders read them (pages-on-site.ts says why). */
import type { AppLoadContext } from 'react-router';
import type { PagesOnSite } from '@school/shared/live-source';
import { liveSourceOf } from '../blocks/live/load-context';
import { pagesWithText } from './navigation';

/** Each school's pages as this process last read them, for while the database is away. */
const lastRead = new Map<string, PagesOnSite>();

/**
 * The school's published pages, for a loader; the page notes that it read them, and is drawn again when one is
 * published, changed or withdrawn. When they cannot be read, the read is logged (the page is not kept) and the pages
 * as last read stand in, so a database away does not take the site's text with it; undefined if there are none.
 */
export async function pagesOnSite(context: AppLoadContext): Promise<PagesOnSite | undefined> {
  const live = liveSourceOf(context);
  try {
    const pages = await live.pages();
    lastRead.set(live.schoolCode, pages);
    return pages;
  } catch (error) {
    live.logError("The school's pages could not be read", error);
    return lastRead.get(live.schoolCode);
  }
}

/** The addresses of the site map's pages the site does not show now; the home page and the search are always there. */
export function pagesNotOnSite(onSite: PagesOnSite): string[] {
  return pagesWithText.filter((page) => page.path !== '/' && !Object.hasOwn(onSite, page.id)).map((page) => page.path);
}
