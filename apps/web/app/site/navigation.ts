/**
 * Everything the layout derives from the site map: page look-up by path,
 * resolved menu links and breadcrumbs (the header search's list is derived in
 * components/layout/site-search-entries.ts). Components never read
 * `content/site-map.ts` directly, so there is one interpretation of it.
 */
import type { ResolvedLink } from '@school/page-blocks/blocks';
import { documentHref } from '@school/shared/asset-paths';
import type { LinkedFactName } from '@school/shared/school-facts';
import type { Link, MenuLink, NavItem, SitePage } from '@school/shared/site-schema';
import { footer, sections, topLinks } from '@school/content/site-map';
import { itemIdIn } from '@school/shared/item-address';
import {
  albumHref,
  albumParameter,
  itemListPath,
  itemPageUnder,
  pageById,
  pagesWithText,
  searchParameter,
  sitePages,
} from '@school/content/site-pages';

export { albumHref, albumParameter, itemListPath, pageById, pagesWithText, searchParameter, sitePages };

/** The site search's results for the words given; the search page alone for none. */
export function searchHref(words: string): string {
  const { path } = pageById('search');
  return words ? `${path}?${new URLSearchParams({ [searchParameter]: words })}` : path;
}

const pagesByPath = new Map(
  sitePages.flatMap((page) => [page.path, ...page.aliases].map((path) => [path.toLowerCase(), page] as const)),
);

/**
 * Paths match case-insensitively, because the spec's own links mix cases (`/FAQ`, `/Video-gallery`). An item's
 * address (`/news/<id>-<words>`) is its list's item page.
 */
export function pageByPath(pathname: string): SitePage | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = pagesByPath.get(normalised.toLowerCase());
  if (page) return page;
  const itemPage = itemPageUnder(normalised);
  return itemPage && itemIdIn(normalised.slice(normalised.lastIndexOf('/') + 1)) ? itemPage : undefined;
}

/** A link as a page shows it; the block model defines it, since a table's cells hold them too. */
export type { ResolvedLink };

export function pageLabel(page: SitePage): string {
  return page.navLabel ?? page.title;
}

/**
 * A link above the menus or in the footer as drawn. One to an address of the school's profile names its fact, and
 * has its address only once the profile is read (school-links.ts).
 */
export type MenuEntry = ResolvedLink & { fact?: LinkedFactName };

function resolveMenuLink(link: MenuLink): MenuEntry {
  if ('fact' in link) return { label: link.label, href: '', newTab: true, kind: 'url', fact: link.fact };
  return resolveLink(link);
}

export function resolveLink(link: Link): ResolvedLink {
  if ('page' in link) {
    const page = pageById(link.page);
    return { label: link.label ?? pageLabel(page), href: page.path, newTab: false, kind: 'page' };
  }
  if ('document' in link) {
    if (!link.label) throw new Error(`The link to document "${link.document}" needs a label`);
    return { label: link.label, href: documentHref(link.document), newTab: true, kind: 'document' };
  }
  if (!link.label) throw new Error(`The link to ${link.url} needs a label`);
  return { label: link.label, href: link.url, newTab: true, kind: 'url' };
}

export type ResolvedNavItem = ResolvedLink | { group: string; items: ResolvedNavItem[] };

function resolveNav(items: NavItem[]): ResolvedNavItem[] {
  return items.map((item) =>
    'group' in item ? { group: item.group, items: resolveNav(item.items) } : resolveLink(item),
  );
}

export interface MenuSection {
  id: string;
  label: string;
  items: ResolvedNavItem[];
  /** Where the section's own breadcrumb step leads: its first page. */
  href: string;
}

/** The address of the first page among the items, which a section's own breadcrumb step leads to. */
export function firstPageHref(items: ResolvedNavItem[]): string | undefined {
  for (const item of items) {
    if ('group' in item) {
      const href = firstPageHref(item.items);
      if (href) return href;
    } else if (item.kind === 'page') {
      return item.href;
    }
  }
  return undefined;
}

export const menuSections: MenuSection[] = sections.map((section) => {
  const items = resolveNav(section.items);
  const href = firstPageHref(items);
  if (!href) throw new Error(`Section "${section.id}" has no page to link to`);
  return { id: section.id, label: section.label, items, href };
});

function pagePathsIn(items: ResolvedNavItem[]): string[] {
  return items.flatMap((item) => ('group' in item ? pagePathsIn(item.items) : item.kind === 'page' ? [item.href] : []));
}

const pathsInMenus = new Set(menuSections.flatMap((section) => pagePathsIn(section.items)));

/** Pages a visitor can open directly that no menu section lists (news, results, the TC look-up...). */
export const pagesOutsideMenus: ResolvedLink[] = sitePages
  .filter((page) => page.searchable && page.path !== '/' && !pathsInMenus.has(page.path))
  .map((page) => resolveLink({ page: page.id }));

export const headerTopLinks: MenuEntry[] = topLinks.map(resolveMenuLink);

export const footerLinks = {
  usefulLinks: footer.usefulLinks.map(resolveMenuLink),
  parents: footer.parents.map(resolveMenuLink),
  apps: footer.apps.map(resolveMenuLink),
};

export function sectionOf(page: SitePage): MenuSection | undefined {
  return page.section ? menuSections.find((section) => section.id === page.section) : undefined;
}

export interface Crumb {
  label: string;
  href?: string;
}

/** Home, then the section (or the page's own trail), then the page itself by its heading, unlinked. */
export function breadcrumbs(page: SitePage, heading = page.title): Crumb[] {
  if (page.path === '/') return [];
  const section = sectionOf(page);
  const middle: Crumb[] = page.crumbs
    ? page.crumbs.map((crumb) => ({ label: crumb.label, href: crumb.page ? pageById(crumb.page).path : undefined }))
    : section
      ? [{ label: section.label, href: section.href }]
      : [];
  return [{ label: 'Home', href: '/' }, ...middle, { label: heading }];
}
