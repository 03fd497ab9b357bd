import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { messages } from '@school/shared/messages';
import { schoolCodeMetaName } from '@school/shared/school-code-meta';
import { hydratedEvent } from '@school/shared/scripts-after-load';
import { HoldingPage, holdingPageTitle, isHoldingPage } from './components/layout/holding-page';
import { SiteLayout } from './components/layout/site-layout';
import { liveCacheHeaders } from './blocks/live/cache-headers';
import { liveSourceOf } from './blocks/live/load-context';
import { pageByPath } from './site/navigation';
import { documentTitle, homeTitle } from './site/document-title';
import { markHydrated } from './site/drawn-after-hydration';
import { PageDescription } from './site/page-description';
import { withoutInlineLogo } from './site/inline-logo';
import { requireProfile, rootDataIn, useRootData, type RootData } from './site/school-profile';
import { documentsOnSite, layoutDocumentsNotOnSite } from './site/documents-on-site.server';
import { pagesNotOnSite, pagesOnSite } from './site/pages-on-site.server';
import { readList } from './blocks/live/read-list.server';
import { newsFeedHref } from '@school/shared/asset-paths';
import './styles/global.css';

/**
 * What every page shows of the school: its profile (the header, the footer, the title), read on the server for each
 * page the cache does not hold, and dropped with the page when the profile changes. Until the school has saved one
 * there is nothing of it to show: every address answers the holding page (the error boundary below), and no page's
 * own data goes with it. The menus and the footer link documents and pages, so every page also reads which are on the
 * site, and is dropped when one is published, replaced or withdrawn; and every page shows the school's alerts, so it
 * is dropped when one is published or withdrawn, and kept no later than the moment one is due to leave.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const live = liveSourceOf(context);
  const profile = await requireProfile(context);
  const [documents, pages, alerts] = await Promise.all([
    documentsOnSite(context),
    pagesOnSite(context),
    readList(live, 'alerts', "The school's alerts could not be read", []),
  ]);
  return {
    profile: withoutInlineLogo(profile),
    schoolCode: live.schoolCode,
    origin: new URL(request.url).origin,
    today: live.today().iso,
    documentsNotUploaded: documents ? layoutDocumentsNotOnSite(documents) : [],
    pagesNotWritten: pages ? pagesNotOnSite(pages) : [],
    alerts,
  };
}

/**
 * Every page shows the stored profile: a browser or a CDN may keep a page, but asks each time whether it changed.
 * The holding page says when to ask again.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => ({
  ...liveCacheHeaders(),
  ...Object.fromEntries(errorHeaders ?? []),
});

/**
 * Moving to another page asks again, with that page's own data in the same request: an alert published or withdrawn
 * meanwhile is on the next page a visitor opens, as are the menus' pages. A form sent or a list filtered on the same
 * page does not: what the root shows has not changed with it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod }) =>
  !formMethod && currentUrl.pathname !== nextUrl.pathname;

export const meta: Route.MetaFunction = ({ location, error, loaderData }) => {
  if (isHoldingPage(error)) return [{ title: holdingPageTitle }, { name: 'robots', content: 'noindex' }];
  const profile = rootDataIn(loaderData)?.profile;
  if (!profile) return [{ title: messages.unexpectedError }];
  const page = pageByPath(location.pathname);
  if (!page || (isRouteErrorResponse(error) && error.status === 404))
    return [{ title: documentTitle('Page not found', profile.name) }];
  // The page's own route gives the title the school wrote; this is the one it starts with.
  if (page.path === '/') return [{ title: homeTitle(profile.name) }];
  return [{ title: documentTitle(page.title, profile.name) }];
};

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Every page names the news feed, so a feed reader given any of the school's addresses finds it.
  { rel: 'alternate', type: 'application/rss+xml', title: 'News', href: newsFeedHref },
];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  // The page's scripts start after it has loaded; a button pressed before now is pressed again (decision 016).
  useEffect(() => {
    markHydrated();
    document.dispatchEvent(new Event(hydratedEvent));
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3c6e" />
        {root && <meta name={schoolCodeMetaName} content={root.schoolCode} />}
        <Links />
        {/* After the route modules' stylesheets: a page with blocks names their scripts and stylesheets here. */}
        <Meta />
        {root && <PageDescription />}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/** The spec's default error page: 'Unexpected Application Error!' and the message, never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const profile = useRootData()?.profile;
  if (isHoldingPage(error)) return <HoldingPage />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="container" id="main">
      <h1>{messages.unexpectedError}</h1>
      <p>{message}</p>
      <p>
        <a href="/">Go to the home page{profile ? ` of ${profile.name}` : ''}</a>
      </p>
    </main>
  );
}
