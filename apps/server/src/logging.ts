/**
 * What the server writes to its log: one line per request with its id,
 * method, path and status, and nothing that identifies a visitor or lets
 * someone reuse a link: no addresses, no headers, no bodies, and certificate
 * grants masked. A visitor's text (a path, or an error message quoting one)
 * is cut, so no request can write more than a line's worth.
 */
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { apiRoutes } from '@school/shared/api-paths';
import { tcPathPrefix } from './modules/tc/service';

/** The most characters of a visitor's text a log line keeps. */
export const maxLoggedText = 200;

export function cutForLog(text: string): string {
  return text.length > maxLoggedText ? `${text.slice(0, maxLoggedText)}…` : text;
}

/** `/api/image/`: the image routes take a path after it, `tc/<grant>` being a certificate. */
const imagePrefix = `${apiRoutes.imageByUrl}/`;
const grant = '[grant]';

/**
 * How many times a path is decoded before it is looked at: the image routes decode a `?url=` value twice (the
 * query, then the address in it), and a client may encode once more than it should. Bounded, so a path of
 * nested escapes costs no more than three passes.
 */
const decodings = 3;

function decoded(text: string): string {
  let result = text;
  // Byte by byte: the names looked for are ASCII, and a broken escape (which makes the router refuse the
  // request, still logged) stays as it is instead of hiding what follows.
  for (let pass = 0; pass < decodings && result.includes('%'); pass++) {
    result = result.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return result;
}

/**
 * The ways the router, or the URL parser the `?url=` route uses, may read a path: decoded, in lower case, with
 * backslashes as slashes, without the tabs and line breaks a URL parser drops, runs of slashes as one; and once
 * more with `.` and `..` resolved.
 */
function readings(text: string): string[] {
  const plain = decoded(text)
    .replace(/[\t\n\r]/g, '')
    .replace(/[\\/]+/g, '/')
    .toLowerCase();
  return [plain, path.posix.normalize(plain)];
}

/**
 * `tc/...` (a `?url=` value), or a `tc` folder anywhere under `/api/image/`: every path the image routes serve as a
 * certificate, and the near misses they refuse, whose grant is just as real.
 */
function readsAsGrant(reading: string): boolean {
  if (reading.startsWith(tcPathPrefix)) return true;
  const image = reading.indexOf(imagePrefix);
  return image !== -1 && reading.includes(`/${tcPathPrefix}`, image + imagePrefix.length - 1);
}

const namesGrant = (text: string) => readings(text).some(readsAsGrant);

/** One `name=value` of a query, each half masked when it names a certificate grant. */
function loggablePair(pair: string): string {
  const equals = pair.indexOf('=');
  if (equals === -1) return namesGrant(pair) ? grant : pair;
  const [name, value] = [pair.slice(0, equals), pair.slice(equals + 1)];
  return `${namesGrant(name) ? grant : name}=${namesGrant(value) ? grant : value}`;
}

/**
 * A request's URL as the log may keep it: a certificate grant is masked in its path and in each query value,
 * however it is spelt (`tc%2F`, `%74c/`, doubled slashes, upper case, a whole address in `?url=`). The test is made
 * on the decoded text, by the rule the image routes use to tell a certificate, not on the raw text.
 */
export function loggableUrl(url: string): string {
  const queryStart = url.search(/[?#]/);
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const loggedPath = namesGrant(pathPart) ? `${imagePrefix}${tcPathPrefix}${grant}` : pathPart;
  if (queryStart === -1) return cutForLog(loggedPath);
  // Split at `#` too: a fragment sent by a careless client may hold a grant as well.
  const query = url.slice(queryStart).replace(/[^?&#]+/g, loggablePair);
  return cutForLog(`${loggedPath}${query}`);
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: loggableUrl(request.url) }),
    },
  };
}
