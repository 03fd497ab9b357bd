import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import { DatabaseUnavailable } from './components/route-error';
import { consoleHref } from './console-paths';
import { errorTitle, pageTitle } from './page-title';
import './styles/global.css';

export const meta: Route.MetaFunction = ({ error }) => (error ? errorTitle(error) : pageTitle('Start'));

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The console is for staff only: never indexed (the server also sends X-Robots-Tag). */}
        <meta name="robots" content="noindex, nofollow" />
        <meta name="theme-color" content="#1d3c6e" />
        <Meta />
        <Links />
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
  return <Outlet />;
}

/**
 * When even the console's frame cannot be drawn: a plain message and a way back, never a stack trace. While the
 * database cannot be reached, the frame cannot say who is signed in, so its message comes here.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <main id="main" className="panel error-page">
        <DatabaseUnavailable />
      </main>
    );
  }
  return (
    <main id="main" className="panel error-page">
      <h1>Something went wrong</h1>
      <p>
        The staff console could not show this page. Reload the page to try again; if it keeps happening, tell your
        admin.
      </p>
      <p>
        <a href={consoleHref('/')}>Go to the start page of the console</a>
      </p>
    </main>
  );
}
