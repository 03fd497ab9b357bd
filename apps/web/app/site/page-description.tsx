/**
 * What a page says of itself to search engines and to the apps it is shared in (WhatsApp, Facebook, X): its
 * description, its one address (`canonical`), and the Open Graph and Twitter card tags that draw its link: its
 * title, its description, its picture and the school's name. The sentences are the server's
 * (content/page-descriptions.ts): each page's loader sends its own as `description`, so no page's script carries the
 * others'. A component rather than the root's `meta`, because React Router shows a route's `meta` only the matches
 * above it, and these are in the page's own loader data.
 */
import { useLocation, useMatches } from 'react-router';
import { imagePath } from '@school/shared/api-paths';
import type { SitePage } from '@school/shared/site-schema';
import { homeTitle, stringIn, titleIn } from './document-title';
import { itemListPath, pageByPath } from './navigation';
import { useRootData } from './school-profile';

/** As wide as a link preview draws a picture; a smaller one is not enlarged. */
const sharedPictureWidth = 1280;

/** The page's one address: its path as the site map spells it (an item's, its own), with the parameters it reads. */
function canonicalPath(page: SitePage, pathname: string, search: string): string {
  const path = itemListPath(page) ? pathname : page.path;
  const read = new URLSearchParams(search);
  const kept = new URLSearchParams(page.query.flatMap((name) => read.getAll(name).map((value) => [name, value])));
  return kept.size > 0 ? `${path}?${kept}` : path;
}

export function PageDescription() {
  const root = useRootData();
  const { pathname, search } = useLocation();
  const loaderData = useMatches().at(-1)?.loaderData;
  const description = stringIn(loaderData, 'description');
  // An address of no page (a 404) has no data, and nothing to share.
  const page = loaderData !== undefined ? pageByPath(pathname) : undefined;
  if (!root || !page) return description ? <meta name="description" content={description} /> : null;
  const { profile, origin } = root;
  const url = `${origin}${canonicalPath(page, pathname, search)}`;
  const title = page.path === '/' ? homeTitle(profile.name) : (titleIn(loaderData) ?? page.title);
  // An item's or an album's first photo, drawn large; or else the school's logo, small (an SVG drawn as a PNG, which
  // every app shows).
  const photo = stringIn(loaderData, 'image');
  const picture = photo ?? (profile.logo && imagePath(profile.logo.path));
  return (
    <>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content={page.template === 'news-item' ? 'article' : 'website'} />
      <meta property="og:site_name" content={profile.name} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      {picture && <meta property="og:image" content={`${origin}${picture}?w=${sharedPictureWidth}`} />}
      <meta name="twitter:card" content={photo ? 'summary_large_image' : 'summary'} />
    </>
  );
}
