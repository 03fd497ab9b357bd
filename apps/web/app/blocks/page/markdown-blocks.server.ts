/**
 * A page's stored text through the Markdown-with-blocks compiler (`@school/page-blocks/compile-page.server`): the
 * registry it looks everything up in, built once from `content/` and the site map, and a page's blocks, or an error
 * that lists every problem of the text with its line. A page's tables, lists and FAQ are written in its text; the
 * photo groups and year sections a text may name are still the demo school's, from `content/`.
 */
import { compilePage, describeProblems, type PageRegistry } from '@school/page-blocks/compile-page.server';
import { contentKeyPattern, keyInWords } from '@school/shared/content-keys';
import type { Template } from '@school/shared/site-schema';
import { documents } from '@school/content/documents';
import { yearSections } from '@school/content/blocks';
import { photoGroups } from '@school/content/media';
import { albumHref, itemListPath, pageLabel, sitePages } from '../../site/navigation';
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

/** Everything the demo school's pages may refer to, its documents those of `content/documents`. */
export const contentRegistry: PageRegistry = {
  yearSections,
  photoGroups: photoGroups.map((group) => ({
    id: group.id,
    title: group.title,
    images: group.images.map(imageView),
    ...(group.animated ? { animated: true } : {}),
  })),
  documents: new Map(documents.map((document) => [document.id, document])),
  // The page of one item (`/news/:item`) is no address a text can link by its id.
  pages: new Map(
    sitePages
      .filter((page) => !itemListPath(page))
      .map((page) => [page.id, { path: page.path, label: pageLabel(page) }]),
  ),
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

/**
 * What a page's stored text may refer to when it is shown. A document is the school's, and a page links it by its key
 * whether or not the school has it now: its save was checked against the school's documents, and each render says
 * which are not on the site (document-links.ts), so one withdrawn or deleted since leaves "Not yet uploaded", never
 * a page that cannot be shown. A title is known for the demo's; any other is its key in words.
 */
export const renderRegistry: PageRegistry = {
  ...contentRegistry,
  documents: {
    get: (key) =>
      contentRegistry.documents.get(key) ?? (contentKeyPattern.test(key) ? { title: keyInWords(key) } : undefined),
  },
};

/**
 * A page's blocks, against the demo school's registry unless given another; throws with every problem of the page,
 * each with its file and line, if it has any.
 */
export function markdownToBlocks(
  source: string,
  markdown: string,
  template: Template,
  registry: PageRegistry = contentRegistry,
): ContentBlock[] {
  const result = compilePage(markdown, { source, template, registry });
  if (!result.ok) throw new ContentError(describeProblems(result.errors));
  return result.blocks;
}
