/**
 * The page's description meta. The sentences are the server's (content/page-descriptions.ts): each page's loader
 * sends its own as `description` (page-description.server.ts), so no page's script carries the others'. A component
 * rather than the root's `meta`, because React Router shows a route's `meta` only the matches above it, and the
 * description is in the page's own loader data.
 */
import { useMatches } from 'react-router';

/** The description a route's loader data carries, if it carries one (a 404 does not). */
function descriptionIn(loaderData: unknown): string | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('description' in loaderData)) return undefined;
  return typeof loaderData.description === 'string' ? loaderData.description : undefined;
}

export function PageDescription() {
  const description = descriptionIn(useMatches().at(-1)?.loaderData);
  return description ? <meta name="description" content={description} /> : null;
}
