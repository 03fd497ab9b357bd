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

/** Any origin will do: what matters is only whether an address keeps the one it is read against. */
const fixedOrigin = 'http://console.invalid';

/**
 * `address` as the URL a browser makes of it on this site, when it is a path of this site: it must start with
 * `/`, and is read against a fixed origin as a browser reads it (tabs and new lines dropped, `\` taken for `/`,
 * `..` resolved), so that one that is really another host (`//host`, `/\host`, `/<tab>/host`) shows itself by
 * its origin.
 */
function siteUrl(address: string): URL | undefined {
  if (!address.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(address, fixedOrigin);
  } catch {
    return undefined;
  }
  return url.origin === fixedOrigin ? url : undefined;
}

const isBackslashOrControl = (char: string) => char === '\\' || char < ' ' || char === '\u007f';

/**
 * Whether `path` is one a browser reads as a path of this site, even once decoded: `/` and then not `/` or `\`
 * (`//host` and `/\host` name another host), with no control character to hide either.
 */
function isPlainPath(path: string): boolean {
  let text: string;
  try {
    text = decodeURIComponent(path);
  } catch {
    return false;
  }
  return text.startsWith('/') && !text.startsWith('//') && ![...text].some(isBackslashOrControl);
}

const inConsole = (pathname: string) => pathname === basename || pathname.startsWith(`${basename}/`);

/** A console pathname (`/admin/news`) as the app's (`/news`). */
const withoutBasename = (pathname: string) => pathname.slice(basename.length) || '/';

/**
 * An address the browser sees (`/admin/news?page=2`) as the app's path (`/news?page=2`), for a redirect. An
 * address outside the console stays as it is (a test's router has no basename), and one that is not a plain path
 * of this site is the start page (`/`): so a redirect is never to an address a browser reads as another site's.
 */
export function appPath(address: string): string {
  const url = siteUrl(address);
  if (!url) return '/';
  const path = inConsole(url.pathname) ? withoutBasename(url.pathname) : url.pathname;
  return isPlainPath(path) ? `${path}${url.search}${url.hash}` : '/';
}

const signInPath = consoleHref('/sign-in');
const signOutPath = consoleHref('/sign-out');

/** Where a visitor who is not signed in goes: the sign-in page, asked to return to `next` (the browser's address). */
export function signInRedirect(next: string): string {
  return next === basename ? '/sign-in' : `/sign-in?${new URLSearchParams({ next })}`;
}

/**
 * Where to go after signing in: `next` only when it is a page of the console on this site. Anything else
 * (`https://elsewhere`, `//host`, `/\host`, `/admin//host`, a public page, the sign-in page itself) goes to the
 * console's start page.
 */
export function safeNextPath(next: string | null | undefined): string {
  const url = next ? siteUrl(next) : undefined;
  if (!url || !inConsole(url.pathname) || !isPlainPath(withoutBasename(url.pathname))) return basename;
  if (url.pathname === signInPath || url.pathname === signOutPath) return basename;
  return `${url.pathname}${url.search}${url.hash}`;
}
