/**
 * A page of the site map whose text the school has not published answers 404, so no menu, list or search links it.
 * The menus, the footer, the search list and the site map page are drawn from the site map, not from a page's loader
 * data, so the root's loader says which pages are not on the site (pages-on-site.server.ts), and the layout hands
 * that on through this context. For the demo school, and for a school that has written every page, it is empty.
 */
import { createContext, useContext, useMemo } from 'react';
import type { SitePage } from '@school/shared/site-schema';
import {
  breadcrumbs,
  firstPageHref,
  menuSections,
  sectionOf,
  type Crumb,
  type MenuSection,
  type ResolvedLink,
  type ResolvedNavItem,
} from './navigation';

/** The addresses of the site map's pages that are not on the site. */
export const PagesNotWritten = createContext<ReadonlySet<string>>(new Set());

const isShown = (link: ResolvedLink, notWritten: ReadonlySet<string>) =>
  link.kind !== 'page' || !notWritten.has(link.href);

/** The items without the pages not on the site; a group left with nothing goes too. */
export function shownItems<Item extends ResolvedNavItem>(items: Item[], notWritten: ReadonlySet<string>): Item[] {
  if (notWritten.size === 0) return items;
  return items.flatMap((item) => {
    if (!('group' in item)) return isShown(item, notWritten) ? [item] : [];
    const inside = shownItems(item.items, notWritten);
    return inside.length > 0 ? [{ ...item, items: inside }] : [];
  });
}

/** The menu's sections with only the pages on the site; a section with none is not in the menus. */
export function shownSections(notWritten: ReadonlySet<string>): MenuSection[] {
  if (notWritten.size === 0) return menuSections;
  return menuSections.flatMap((section) => {
    const items = shownItems(section.items, notWritten);
    const href = firstPageHref(items);
    return href ? [{ ...section, items, href }] : [];
  });
}

/** `shownItems` for a component below the layout. */
export function useShownItems<Item extends ResolvedNavItem>(items: Item[]): Item[] {
  const notWritten = useContext(PagesNotWritten);
  return useMemo(() => shownItems(items, notWritten), [items, notWritten]);
}

/** `shownSections` for a component below the layout. */
export function useShownSections(): MenuSection[] {
  const notWritten = useContext(PagesNotWritten);
  return useMemo(() => shownSections(notWritten), [notWritten]);
}

/** Whether a page's address is on the site, for a component below the layout. */
export function usePageOnSite(path: string): boolean {
  return !useContext(PagesNotWritten).has(path);
}

/**
 * The page's breadcrumbs without links to pages not on the site: its section's step leads to the section's first page
 * that is, and a step to a page that is not is its name alone.
 */
export function useBreadcrumbs(page: SitePage, heading: string): Crumb[] {
  const notWritten = useContext(PagesNotWritten);
  return useMemo(() => {
    const trail = breadcrumbs(page, heading);
    if (notWritten.size === 0) return trail;
    const section = sectionOf(page);
    const shown = section && shownSections(notWritten).find((entry) => entry.id === section.id);
    return trail.map((crumb) => {
      if (!crumb.href || !notWritten.has(crumb.href)) return crumb;
      return shown && crumb.label === shown.label ? { ...crumb, href: shown.href } : { label: crumb.label };
    });
  }, [page, heading, notWritten]);
}
