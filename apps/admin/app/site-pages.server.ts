/**
 * The pages of the site as the Pages screen lists them: every page of the site map (content/site-map.ts, the one
 * list of pages), in its menu section, whether or not its text is written yet.
 */
import type { ConsoleSource, ItemSummary } from '@school/shared/console-source';
import type { SchoolDocument } from '@school/shared/page-text-editing';
import { documentsShownByPages } from '@school/shared/page-documents';
import { keepsText } from '@school/shared/page-text-kept';
import type { MenuLink, NavItem } from '@school/shared/site-schema';
import { footer, pages as siteMapPages, sections, topLinks } from '@school/content/site-map';
import { documentsIn, namedDocuments } from '@school/content/named-documents';

/** The pages whose text staff keep. */
const pages = siteMapPages.filter(keepsText);

export interface SitePageRow {
  /** The page's id in the site map. */
  id: string;
  path: string;
  /** Its title as written, else as the site map names it. */
  title: string;
  /** Its text, if written: the item that holds it. */
  item?: Pick<ItemSummary, 'id' | 'status' | 'hasDraft' | 'updatedAt'>;
}

export interface SitePageSection {
  label: string;
  pages: SitePageRow[];
}

/** Every page by its section, in the menus' order, with the pages in no section last; `written` by page id. */
export function sitePageSections(written: readonly ItemSummary[]): SitePageSection[] {
  const items = new Map(written.flatMap((item) => (item.page ? [[item.page, item] as const] : [])));
  const row = (page: (typeof pages)[number]): SitePageRow => {
    const item = items.get(page.id);
    return {
      id: page.id,
      path: page.path,
      title: item?.heading ?? page.navLabel ?? page.title,
      ...(item
        ? { item: { id: item.id, status: item.status, hasDraft: item.hasDraft, updatedAt: item.updatedAt } }
        : {}),
    };
  };
  const inSection = (id: string | undefined) => pages.filter((page) => page.section === id).map(row);
  const sectioned = sections.map((section) => ({ label: section.label, pages: inSection(section.id) }));
  const known = new Set(sections.map((section) => section.id));
  const others = pages.filter((page) => !page.section || !known.has(page.section)).map(row);
  return [...sectioned, { label: 'Other pages', pages: others }].filter((section) => section.pages.length > 0);
}

/**
 * The page of the site map a new text is for (`/pages/new?page=<id>`): its id, address and title as its menu names
 * it, and the title its text starts with, the site map's, which becomes the page's heading.
 */
export function sitePageNamed(id: string | null): (Omit<SitePageRow, 'item'> & { startingTitle: string }) | undefined {
  const page = pages.find((candidate) => candidate.id === id);
  return page && { id: page.id, path: page.path, title: page.navLabel ?? page.title, startingTitle: page.title };
}

/**
 * Where the site links each document whatever the pages' texts say, by its key, in the words of the Documents
 * screen: a page that shows it by itself ("TC Issued"), a section's menu ("Academics menu"), the links above the
 * menus, the footer.
 */
export function placesLinkingDocuments(): Record<string, string[]> {
  const linking: Record<string, string[]> = {};
  const add = (key: string, place: string) => {
    linking[key] = [...(linking[key] ?? []), place];
  };
  for (const [key, pageId] of Object.entries(documentsShownByPages)) {
    const page = sitePageNamed(pageId);
    if (page) add(key, page.title);
  }
  const menus: [string, readonly (NavItem | MenuLink)[]][] = [
    ...sections.map((section): [string, NavItem[]] => [`${section.label} menu`, section.items]),
    ['Links above the menu', topLinks],
    ['Footer', Object.values(footer).flat()],
  ];
  for (const [menu, items] of menus) {
    for (const key of new Set(documentsIn(items).map((document) => document.key))) add(key, menu);
  }
  return linking;
}

/** A document the site links by a key of its own, for the new document made for it; none for any other key. */
export function namedDocument(key: string | null): { key: string; title: string } | undefined {
  const title = key === null ? undefined : namedDocuments.get(key);
  return title === undefined || key === null ? undefined : { key, title };
}

/** Every document the school has, on the site or not, by its key and title: what a page's text may show. */
export async function schoolDocuments(source: ConsoleSource): Promise<SchoolDocument[]> {
  const { items } = await source.list('documents', {});
  return items.flatMap((item) => (item.keyed ? [{ key: item.keyed.key, title: item.heading }] : []));
}
