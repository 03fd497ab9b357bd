/**
 * What the server writes to its log: one line per request with its id,
 * method, path and status, and nothing that identifies a visitor or lets
 * someone reuse a link: no addresses, no headers, no bodies, and certificate
 * grants masked. A visitor's text (a path, or an error message quoting one)
 * is cut, so no request can write more than a line's worth.
 */
import type { FastifyServerOptions } from 'fastify';

const grantInPath = /(\/api\/image\/tc\/)[^/?#]+/g;

/** The most characters of a visitor's text a log line keeps. */
export const maxLoggedText = 200;

export function cutForLog(text: string): string {
  return text.length > maxLoggedText ? `${text.slice(0, maxLoggedText)}…` : text;
}

export function loggableUrl(url: string): string {
  return cutForLog(url.replace(grantInPath, '$1[grant]'));
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: loggableUrl(request.url) }),
    },
  };
}
