import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { consoleMessages } from '@school/shared/console-messages';

/** The server cannot reach its database (503): nothing can be shown or saved until it can. */
export function DatabaseUnavailable() {
  return (
    <>
      <h1>The database cannot be reached</h1>
      <p>{consoleMessages.databaseUnavailable}</p>
    </>
  );
}

/**
 * A console page that cannot be shown, inside the console's layout: no access
 * (403), no such page or item (404), the database out of reach (503), or an
 * error. Plain words, never a stack trace.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503) return <DatabaseUnavailable />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <>
        <h1>You don’t have access to this page</h1>
        <p>Your role doesn’t include this part of the console. If you need it, ask an admin of your school.</p>
        <p>
          <Link to="/">Go to the start page</Link>
        </p>
      </>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <h1>Page not found</h1>
        <p>
          There is nothing at this address. It may have been deleted, or the link may be mistyped. Use the menu to find
          what you were looking for.
        </p>
        <p>
          <Link to="/">Go to the start page</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reload the page to try again; if it keeps happening, tell your admin.</p>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </>
  );
}
