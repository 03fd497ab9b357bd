/**
 * The demo school's pages as the server's demo seed stores them (apps/server/src/seed/demo-pages.ts), for tests
 * that render pages without a server: each site-map page's text from `content/pages/`, published.
 */
import type { PagesOnSite } from '@school/shared/live-source';
import type { SitePage } from '@school/shared/site-schema';
import { pageDescriptions } from '@school/content/page-descriptions';
import { demoPageFile, pagesWithText } from '@school/content/site-pages';
import type { ContentBlock } from '../app/blocks/page/blocks';
import { pageBlocks } from '../app/blocks/page/page-content.server';

const sources = import.meta.glob<string>('../../../content/pages/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function demoText(file: string): string {
  const text = sources[`../../../content/${file}`];
  if (text === undefined) throw new Error(`content/${file} is missing`);
  return text;
}

export const demoPages: PagesOnSite = Object.fromEntries(
  pagesWithText.map((page) => [
    page.id,
    {
      title: page.title,
      description: pageDescriptions[page.id] ?? '',
      text: demoText(demoPageFile(page)),
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ]),
);

/** A demo page's blocks, compiled as a render compiles its stored text. */
export function demoPageBlocks(page: SitePage): ContentBlock[] {
  const stored = demoPages[page.id];
  if (!stored) throw new Error(`The demo school has no page "${page.id}"`);
  return pageBlocks('hvps', page, stored.text);
}
