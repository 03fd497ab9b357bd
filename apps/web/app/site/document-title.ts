/**
 * A page's title in the browser's tab and in search results: the page's own, then the school's name, unless the
 * title says it already ("Welcome to Harmony Valley Public School").
 */
export function documentTitle(title: string, schoolName: string): string {
  return title.includes(schoolName) ? title : `${title} | ${schoolName}`;
}

/** The home page's title until the school gives it one. */
export const homeTitle = (schoolName: string): string => `Welcome to ${schoolName}`;

/** A text a route's loader data carries (its `title`, `description`...), if it carries one: a 404 carries none. */
export function stringIn(loaderData: unknown, field: string): string | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !(field in loaderData)) return undefined;
  const value = (loaderData as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The page's heading as its loader gives it: the title the school gave the page, where it has published one. The
 * site map's title is only where a page starts.
 */
export const headingIn = (loaderData: unknown): string | undefined => stringIn(loaderData, 'heading');

/** The page's title for the tab: its own loader's (an album's page is the album's), else its heading, if it gives one. */
export const titleIn = (loaderData: unknown): string | undefined =>
  stringIn(loaderData, 'title') ?? headingIn(loaderData);
