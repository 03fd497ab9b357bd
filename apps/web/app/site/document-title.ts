/** A page's title in the browser's tab and in search results: the page's own, then the school's name. */
export function documentTitle(title: string, schoolName: string, { home = false } = {}): string {
  return home ? title : `${title} | ${schoolName}`;
}

/** A title a page's own loader gives (an album's page is the album's), if it gives one. */
export function titleIn(loaderData: unknown): string | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('title' in loaderData)) return undefined;
  return typeof loaderData.title === 'string' ? loaderData.title : undefined;
}
