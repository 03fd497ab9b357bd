import { isRouteErrorResponse } from 'react-router';

/** Every console page's <title>: the page first, so tabs and history tell pages apart. */
export function pageTitle(...parts: string[]): { title: string }[] {
  return [{ title: [...parts, 'Staff console'].join(' | ') }];
}

/** The title of a page that could not be shown. */
export function errorTitle(error: unknown): { title: string }[] {
  if (isRouteErrorResponse(error) && error.status === 403) return pageTitle('No access');
  if (isRouteErrorResponse(error) && error.status === 404) return pageTitle('Not found');
  if (isRouteErrorResponse(error) && error.status === 503) return pageTitle('Saving unavailable');
  return pageTitle('Something went wrong');
}
