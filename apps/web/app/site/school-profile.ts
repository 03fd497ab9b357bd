/**
 * The school's profile as the root route's loader reads it for every page (root.tsx): the header, the footer and
 * every page's title show it. Until the school has saved one, the site shows its holding page instead.
 */
import { data, useRouteLoaderData, type AppLoadContext } from 'react-router';
import type { Alert } from '@school/shared/api-schema';
import type { SchoolProfile } from '@school/shared/school-profile';
import { settingUp } from '../components/layout/holding-page';
import { liveSourceOf } from '../blocks/live/load-context';

export interface RootData {
  profile: SchoolProfile;
  /** The code of the school, which the browser's API calls carry (school-code.ts). */
  schoolCode: string;
  /** The site's own origin (the server's PUBLIC_URL): a page's address when it is shared (page-description.tsx). */
  origin: string;
  /** Today at the school, for what depends on the year (the footer's copyright). */
  today: string;
  /** The documents the menus and the footer link that the site does not serve now (documents-on-site.ts). */
  documentsNotUploaded: string[];
  /** The addresses of the site map's pages that are not on the site (pages-on-site.ts). */
  pagesNotWritten: string[];
  /** The alerts every page shows at its top (site-alerts.tsx); none when they cannot be read. */
  alerts: Alert[];
}

/**
 * The school's profile, for a loader; while the school has none, the holding page (thrown, so that no page's own
 * data goes out with it either: every loader that reads the page's content asks this first).
 */
export async function requireProfile(context: AppLoadContext): Promise<SchoolProfile> {
  const profile = await liveSourceOf(context).profile();
  if (!profile) throw data(settingUp, { status: 503, headers: { 'Retry-After': '3600' } });
  return profile;
}

/** The root's data, from a route's `meta` matches or a component's loader data. */
export function rootDataIn(loaderData: unknown): RootData | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('profile' in loaderData)) return undefined;
  return loaderData as RootData;
}

/** The root's data in a component below the root; the layout is drawn only once the school has a profile. */
export function useRootData(): RootData | undefined {
  return rootDataIn(useRouteLoaderData('root'));
}

export function useSchoolProfile(): SchoolProfile {
  const profile = useRootData()?.profile;
  if (!profile) throw new Error('The site layout is drawn only for a school with a profile.');
  return profile;
}
