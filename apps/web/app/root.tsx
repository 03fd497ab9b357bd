import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import { messages } from '@school/shared/messages';
import { schoolCodeMetaName } from '@school/shared/school-code-meta';
import { hydratedEvent } from '@school/shared/scripts-after-load';
import { school } from '@school/content/school';
import { SiteLayout } from './components/layout/site-layout';
import { pageByPath } from './site/navigation';
import { documentTitle } from './site/document-title';
import { markHydrated } from './site/drawn-after-hydration';
import { PageDescription } from './site/page-description';
import './styles/global.css';

export const meta: Route.MetaFunction = ({ location, error }) => {
  const page = pageByPath(location.pathname);
  if (!page || (isRouteErrorResponse(error) && error.status === 404))
    return [{ title: documentTitle('Page not found') }];
  return [{ title: documentTitle(page.title, { home: page.path === '/' }) }];
};

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
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
        <meta name={schoolCodeMetaName} content={school.code} />
        <Links />
        {/* After the route modules' stylesheets: a page with blocks names their scripts and stylesheets here. */}
        <Meta />
        <PageDescription />
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
        <a href="/">Go to the home page of {school.name}</a>
      </p>
    </main>
  );
}
