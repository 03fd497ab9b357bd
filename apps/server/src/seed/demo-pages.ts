/**
 * The demo school's pages: for each page of the site map, a page item keyed by its id, with its title (the site map's,
 * or the demo school's own where the site map's is only where a school starts), its
 * description for search engines and its text from `content/pages/` (Markdown with blocks), as staff will keep a real
 * school's from the console. The files are read from the content package on disk, at paths made from the site map's
 * ids only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pageDescriptions } from '@school/content/page-descriptions';
import { demoPageTitle } from '@school/content/demo/page-titles';
import { demoPageFile, pagesWithText } from '@school/content/site-pages';
import type { SitePage } from '@school/shared/site-schema';
import type { DemoItem } from './demo-files';

/**
 * The demo school's text of a page. Found through the content package, whether the seed runs from source or from a
 * chunk of the server's bundle; a page without its file stops the seed, which then stores nothing.
 */
function demoText(page: SitePage): string {
  const file = demoPageFile(page);
  let found: string;
  try {
    found = createRequire(import.meta.url).resolve(`@school/content/${file}`);
  } catch {
    throw new Error(`The demo school has no text for the page "${page.id}": content/${file} is missing`);
  }
  return readFileSync(found, 'utf8');
}

export function demoPages(pages: readonly SitePage[] = pagesWithText): DemoItem[] {
  return pages.map((page) => {
    const description = pageDescriptions[page.id];
    if (description === undefined) throw new Error(`content/page-descriptions.ts has no sentence for "${page.id}"`);
    return {
      id: crypto.randomUUID(),
      kind: 'page',
      key: page.id,
      title: demoPageTitle(page),
      description,
      message: demoText(page),
    };
  });
}
