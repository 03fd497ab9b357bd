/**
 * The header search's list of pages. It lives apart from `site/navigation.ts`
 * so that only the search's lazily loaded combobox (site-search-combobox.tsx)
 * pulls it in: the menus, breadcrumbs and footer never need it.
 */
import { pageLabel, sitePages } from '../../site/navigation';

export interface SearchEntry {
  label: string;
  href: string;
}

/** Every page a visitor can open directly, for the header's search dropdown. */
export const searchEntries: SearchEntry[] = sitePages
  .filter((page) => page.searchable)
  .map((page) => ({ label: pageLabel(page), href: page.path }));

/** The entries a query matches, leaving out the pages not on the site (site/pages-on-site.ts). */
export function filterSearchEntries(query: string, notWritten: ReadonlySet<string> = new Set()): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  const shown = notWritten.size === 0 ? searchEntries : searchEntries.filter((entry) => !notWritten.has(entry.href));
  if (!needle) return shown;
  return shown.filter(
    (entry) => entry.label.toLowerCase().includes(needle) || entry.href.toLowerCase().includes(needle),
  );
}
