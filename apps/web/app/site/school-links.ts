/**
 * The links above the menus and in the footer to addresses the school keeps in its profile (its parent portal, its
 * apps), with the addresses it saved; a link to one it has not given is not drawn.
 */
import { useMemo } from 'react';
import type { SchoolProfile } from '@school/shared/school-profile';
import { factAddress } from '../blocks/page/school-facts';
import type { MenuEntry } from './navigation';
import { useShownItems } from './pages-on-site';
import { useSchoolProfile } from './school-profile';

export function withSchoolLinks(links: readonly MenuEntry[], profile: SchoolProfile): MenuEntry[] {
  return links.flatMap((link) => {
    if (!link.fact) return [link];
    const href = factAddress(link.fact, profile);
    return href ? [{ ...link, href }] : [];
  });
}

/** The links of the top bar or a footer column as drawn: without pages not on the site, with the school's addresses. */
export function useMenuLinks(links: MenuEntry[]): MenuEntry[] {
  const shown = useShownItems(links);
  const profile = useSchoolProfile();
  return useMemo(() => withSchoolLinks(shown, profile), [shown, profile]);
}
