/**
 * The demo school's titles for its pages: the site map's, except where the site map's is only where a school starts
 * (content/site-map.ts). The demo seed stores these, as a school's staff would type its own on the page's edit screen.
 */
import type { SitePage } from '@school/shared/site-schema';
import { school } from '../school';

const ownTitles: Readonly<Record<string, string>> = {
  home: `Welcome to ${school.name}`,
  ves: school.promoter.name,
};

export const demoPageTitle = (page: Pick<SitePage, 'id' | 'title'>): string => ownTitles[page.id] ?? page.title;
