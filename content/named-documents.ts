/**
 * The documents the site links by a key of its own, whatever any page's text says: those of the menus, the links
 * above them and the footer (site-map.ts), those a page shows by itself (the sample TC) and those of the Mandatory
 * Public Disclosure's rows. A school adds each from a link that names it, and the document made takes that key, so
 * the site's link finds it (a key made from a title typed by staff, "Fire NOC 2026", would not).
 */
import { disclosureSections } from '@school/shared/disclosure';
import { documentsShownByPages } from '@school/shared/page-documents';
import type { MenuLink, NavItem } from '@school/shared/site-schema';
import { footer, sections, topLinks } from './site-map';

/** The documents a menu's items link, its groups' included, with the words the menu names each by. */
export function documentsIn(items: readonly (NavItem | MenuLink)[]): { key: string; label: string }[] {
  return items.flatMap((item) =>
    'group' in item
      ? documentsIn(item.items)
      : 'document' in item
        ? [{ key: item.document, label: item.label ?? item.document }]
        : [],
  );
}

/** Each such document's key, and the title a document made for it starts with (staff may change the title). */
export const namedDocuments: ReadonlyMap<string, string> = new Map([
  ...disclosureSections.flatMap((section) =>
    section.rows.flatMap((row) => ('document' in row ? [[row.document, row.label] as const] : [])),
  ),
  ...Object.keys(documentsShownByPages).map((key) => [key, 'Transfer Certificate (Sample)'] as const),
  // The menus' words last, where they name a document the disclosure names too: they are the shorter.
  ...[...sections.flatMap((section) => section.items), ...topLinks, ...Object.values(footer).flat()].flatMap((item) =>
    documentsIn([item]).map(({ key, label }) => [key, label] as const),
  ),
]);
