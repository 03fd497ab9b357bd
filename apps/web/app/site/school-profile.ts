/**
 * The school's profile as the root route's loader reads it for every page (root.tsx): the header, the footer and
 * every page's title show it. Null until the school has saved one; the site then shows its holding page.
 */
import { useRouteLoaderData } from 'react-router';
import type { SchoolProfile } from '@school/shared/school-profile';

export interface RootData {
  profile: SchoolProfile | null;
  /** The code of the school, which the browser's API calls carry (school-code.ts). */
  schoolCode: string;
  /** Today at the school, for what depends on the year (the footer's copyright). */
  today: string;
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
