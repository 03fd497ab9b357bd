/**
 * Where the console lives. React Router's basename and Vite's base both come
 * from here. The app's own paths (`/news/4`) are what `<Link>`, `<Form>` and
 * the redirects of loaders and actions take: React Router adds the basename
 * to all of them. The browser, and a request's URL, see `/admin/news/4`.
 */
export const basename = '/admin';

/** An app path (`/news/4`) as the address the browser sees (`/admin/news/4`), for plain links. */
export function consoleHref(path: string): string {
  return path === '/' ? basename : `${basename}${path}`;
}

/** An address the browser sees (`/admin/news?page=2`) as the app's path (`/news?page=2`), for a redirect. */
export function appPath(address: string): string {
  if (address !== basename && !address.startsWith(`${basename}/`) && !address.startsWith(`${basename}?`)) {
    return address;
  }
  const rest = address.slice(basename.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

const signInPath = consoleHref('/sign-in');
const signOutPath = consoleHref('/sign-out');

/** Where a visitor who is not signed in goes: the sign-in page, asked to return to `next` (the browser's address). */
export function signInRedirect(next: string): string {
  return next === basename ? '/sign-in' : `/sign-in?${new URLSearchParams({ next })}`;
}

/**
 * Where to go after signing in: `next` only when it is a page of the console
 * on this site. Anything else (`https://elsewhere`, `//host`, `/\host`, a
 * public page, the sign-in page itself) goes to the console's start page.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return basename;
  const origin = 'http://console.invalid';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return basename;
  }
  if (url.origin !== origin) return basename;
  const { pathname } = url;
  if (pathname !== basename && !pathname.startsWith(`${basename}/`)) return basename;
  if (pathname.startsWith('//') || pathname === signInPath || pathname === signOutPath) return basename;
  return `${pathname}${url.search}${url.hash}`;
}
