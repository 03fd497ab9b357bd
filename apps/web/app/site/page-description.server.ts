import type { SitePage } from '@school/shared/site-schema';
import { pageDescriptions } from '@school/content/page-descriptions';

/** The page's sentence for search engines, for its loader to send (the build checks every page has one). */
export function pageDescription(page: SitePage): string {
  const description = pageDescriptions[page.id];
  if (description === undefined) throw new Error(`content/page-descriptions.ts has no sentence for "${page.id}"`);
  return description;
}
