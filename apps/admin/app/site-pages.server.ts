/**
 * The pages of the site as the Pages screen lists them: every page of the site map (content/site-map.ts, the one
 * list of pages), in its menu section, whether or not its text is written yet.
 */
import type { ItemSummary } from '@school/shared/console-source';
import { pages, sections } from '@school/content/site-map';

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

/** The page of the site map a new text is for (`/pages/new?page=<id>`): its id, address and title. */
export function sitePageNamed(id: string | null): Omit<SitePageRow, 'item'> | undefined {
  const page = pages.find((candidate) => candidate.id === id);
  return page && { id: page.id, path: page.path, title: page.navLabel ?? page.title };
}
