/**
 * The school's documents as a page's loaders read them (documents-on-site.ts says why): which the site serves now,
 * and of those the layout links, which it does not.
 */
import type { AppLoadContext } from 'react-router';
import type { DocumentsOnSite } from '@school/shared/live-source';
import { liveSourceOf } from '../blocks/live/load-context';
import { documentKeyAt } from './documents-on-site';
import { footerLinks, headerTopLinks, menuSections, type ResolvedLink, type ResolvedNavItem } from './navigation';

function linksIn(items: readonly ResolvedNavItem[]): ResolvedLink[] {
  return items.flatMap((item) => ('group' in item ? linksIn(item.items) : [item]));
}

/** The documents the layout links: in the menus (and so the site map page), the header's top links, the footer. */
export const layoutDocumentKeys: readonly string[] = [
  ...new Set(
    [
      ...menuSections.flatMap((section) => linksIn(section.items)),
      ...headerTopLinks,
      ...Object.values(footerLinks).flat(),
    ].flatMap((link) => {
      const key = link.kind === 'document' ? documentKeyAt(link.href) : undefined;
      return key ? [key] : [];
    }),
  ),
];

/** Of the documents the layout links, those the site does not serve now. */
export function layoutDocumentsNotOnSite(onSite: DocumentsOnSite): string[] {
  return layoutDocumentKeys.filter((key) => !Object.hasOwn(onSite, key));
}

/**
 * The documents the site serves now, for a loader; the page notes that it read them, and is drawn again when one is
 * published, replaced or withdrawn. Undefined when they could not be read: the read is logged (the page is not
 * kept) and the page links every document as it would, since the failure says nothing of whether one is there.
 */
export async function documentsOnSite(context: AppLoadContext): Promise<DocumentsOnSite | undefined> {
  const live = liveSourceOf(context);
  try {
    return await live.documents();
  } catch (error) {
    live.logError("The school's documents could not be read", error);
    return undefined;
  }
}
