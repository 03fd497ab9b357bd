import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { RouteError } from '../components/route-error';
import { requireConsole } from '../console.server';
import { errorTitle } from '../page-title';

export const meta: Route.MetaFunction = ({ error }) => errorTitle(error);

/** Any other address under /admin: signed-in staff get the console's 404 page, visitors the sign-in page. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireConsole(context, request);
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <RouteError />;
}
