/**
 * A page's stored text through the Markdown-with-blocks compiler (`@school/page-blocks/compile-page.server`): the
 * registry it looks everything up in, built once from `content/` and the site map, and a page's blocks, or an error
 * that lists every problem of the text with its line. A page's tables are written in its text; the lists, photo groups
 * and year sections a text may name are still the demo school's, from `content/`.
 */
import { compilePage, describeProblems, type PageRegistry } from '@school/page-blocks/compile-page.server';
import type { Template } from '@school/shared/site-schema';
import { documents } from '@school/content/documents';
import { faqs, lists, yearSections } from '@school/content/blocks';
import { photoGroups } from '@school/content/media';
import { albumHref, pageLabel, sitePages } from '../../site/navigation';
import { liveFeedNamed } from '../live/feeds.server';
import type { ContentBlock } from './blocks';
import { imageView, imageViews } from './images.server';
import { isSchoolFactName } from '@school/shared/school-facts';
import { factHref, factLinks, factText } from './school-facts';

class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** Everything a page's text may refer to. */
export const contentRegistry: PageRegistry = {
  lists,
  faqs,
  yearSections,
  photoGroups: photoGroups.map((group) => ({
    id: group.id,
    title: group.title,
    images: group.images.map(imageView),
    ...(group.animated ? { animated: true } : {}),
  })),
  documents,
  pages: new Map(sitePages.map((page) => [page.id, { path: page.path, label: pageLabel(page) }])),
  albumHref,
  feeds: { get: liveFeedNamed },
  images: imageViews,
  // Each render fills the marks in from the school's profile (school-facts.ts).
  schoolFacts: {
    get: (name) =>
      isSchoolFactName(name)
        ? { text: factText(name), ...(factLinks(name) ? { href: factHref(name) } : {}) }
        : undefined,
  },
};

/** A page's blocks; throws with every problem of the page, each with its file and line, if it has any. */
export function markdownToBlocks(source: string, markdown: string, template: Template): ContentBlock[] {
  const result = compilePage(markdown, { source, template, registry: contentRegistry });
  if (!result.ok) throw new ContentError(describeProblems(result.errors));
  return result.blocks;
}
