/**
 * What the server writes to its log: one line per request with its id,
 * method, path and status, and nothing that identifies a visitor or lets
 * someone reuse a link: no addresses, no headers, no bodies, and certificate
 * grants masked.
 */
import type { FastifyServerOptions } from 'fastify';

const grantInPath = /(\/api\/image\/tc\/)[^/?#]+/g;

export function loggableUrl(url: string): string {
  return url.replace(grantInPath, '$1[grant]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: loggableUrl(request.url) }),
    },
  };
}
