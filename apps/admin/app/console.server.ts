/**
 * What every console loader and action starts with: who is signed in, which
 * kind of content the address names, and whether the role allows the page.
 * The server checks again on every call; these only decide what to render.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { findConsoleKind, mayOnKind, type ConsoleKind, type ConsoleKindSlug } from '@school/shared/console-kinds';
import { consoleMessages } from '@school/shared/console-messages';
import type { ConsoleSource, Outcome } from '@school/shared/console-source';
import { may, type StaffAction } from '@school/shared/staff-permissions';
import { consoleHref, signInRedirect } from './console-paths';

const newPasswordPath = '/new-password';
/** The member of staff's own account: their password and two-factor sign-in. */
export const accountPath = '/account';

/**
 * The signed-in staff member's console. A visitor who is not signed in goes to
 * the sign-in page (and comes back here afterwards); someone who must choose a
 * new password sees no other page until they have, and someone whose school
 * requires two-factor sign-in sees only Account until it is set up. While the
 * database cannot be reached, nobody's session can be looked up, and every
 * page answers 503 (route-error.tsx says why) rather than sending staff to sign in.
 */
export function requireConsole(context: AppLoadContext, request: Request): ConsoleSource {
  if (context.databaseUnavailable) throw data(null, { status: 503 });
  const url = new URL(request.url);
  const source = context.console;
  if (!source) throw redirect(signInRedirect(`${url.pathname}${url.search}`));
  if (source.staff.mustChangePassword) {
    if (url.pathname !== consoleHref(newPasswordPath)) throw redirect(newPasswordPath);
  } else if (source.staff.mustSetUpTwoFactor && url.pathname !== consoleHref(accountPath)) {
    throw redirect(accountPath);
  }
  return source;
}

/** Why an action refused a form while the database could not be reached: nothing was saved. */
export const databaseUnavailableRefusal = { status: 503, message: consoleMessages.databaseUnavailable } as const;

/**
 * An action's console, as `requireConsole` gives it; undefined while the database cannot be reached, and the
 * action then answers its form with `databaseUnavailableRefusal`. A form that was sent from a page already open
 * stays on screen as typed, with the message above it: a thrown 503 would replace the page, and what was typed
 * with it. (React Router does not reload the page's data after a refused action, which would fail too.)
 */
export function consoleForAction(context: AppLoadContext, request: Request): ConsoleSource | undefined {
  return context.databaseUnavailable ? undefined : requireConsole(context, request);
}

/** Pages a role may not open answer 403, as the server would: unless the staff member may `action`, and, for a kind's screen, the kind's own permission too. */
export function requirePermission(source: ConsoleSource, action: StaffAction, kind?: ConsoleKind): void {
  const allowed = kind ? mayOnKind(source.staff.role, kind, action) : may(source.staff.role, action);
  if (!allowed) throw data(null, { status: 403 });
}

export type KnownKind = ConsoleKind & { slug: ConsoleKindSlug };

/** The kind an address names (`/admin/news`); an unknown one is a 404. */
export function requireKind(slug: string | undefined): KnownKind {
  const kind = slug === undefined ? undefined : findConsoleKind(slug);
  if (!kind) throw data(null, { status: 404 });
  return kind as KnownKind;
}

/** A loader's refused outcome becomes the page's error (403 no access, 404 gone). */
export function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw data(null, { status: outcome.status });
  return outcome.value;
}

/** The text fields of a submitted form, without the console's own controls (intent, version). */
export function formFields(formData: FormData, ...omit: string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === 'string' && !omit.includes(name)) fields[name] = value;
  }
  return fields;
}
