import { redirect } from 'react-router';
import type { Route } from './+types/sign-out';

/** Ends the session on the server (not only the cookie) and goes to the sign-in page. */
export async function action({ context }: Route.ActionArgs) {
  const headers = await context.signOut();
  return redirect('/sign-in', { headers });
}

/** Signing out is a POST; an address typed in the browser goes to the start page instead. */
export function loader() {
  return redirect('/');
}
