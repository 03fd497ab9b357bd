/**
 * A React Router build as the handler of a Fastify route that takes GET and
 * HEAD. We do what `@mcansh/remix-fastify` does for these two methods, with
 * three differences:
 *
 * - A HEAD is rendered as a GET. React Router answers a HEAD without the
 *   page's Content-Type and length, so its headers and security policy would
 *   differ from the GET's; Fastify drops the body of a HEAD answer itself.
 * - The URL's origin is the configured public address, never the Host header:
 *   nothing a visitor sends can make the request URL invalid.
 * - React Router's errors go to the request's own log line at the configured
 *   level, not to stderr: a visitor's mistake (4xx) as its status, without the
 *   message that quotes the path or a stack; a failure with its cut stack.
 */
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  isRouteErrorResponse,
  type AppLoadContext,
  type HandleErrorFunction,
  type ServerBuild,
} from 'react-router';
import { headersOf } from '../web/console-requests';
import { loggableError } from './errors';
import { scriptNonce } from './script-sources';

export interface ReactRouterHandlerOptions {
  build: ServerBuild;
  /** The site's public origin, such as `https://school.example.org`. */
  publicUrl: string;
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => Promise<object>;
}

/** The path and query asked for. A request line may also name the whole URL (RFC 9112, 3.2.2), or `*`. */
function pathOf(url: string): string {
  if (url.startsWith('/')) return url;
  if (!URL.canParse(url)) return `/${url}`;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

function logPageError(log: FastifyBaseLogger, error: unknown): void {
  if (!isRouteErrorResponse(error)) return log.error({ err: loggableError(error) }, 'the page failed');
  // React Router's own refusals (a 404, a 405) quote the path in their message: the status says enough.
  if (error.status < 500) return log.info({ status: error.status }, 'the page refused the request');
  const cause = (error as { error?: unknown }).error;
  log.error({ status: error.status, ...(cause ? { err: loggableError(cause) } : {}) }, 'the page failed');
}

export function reactRouterHandler({ build, publicUrl, getLoadContext }: ReactRouterHandlerOptions) {
  const logs = new WeakMap<Request, FastifyBaseLogger>();
  const handleError: HandleErrorFunction = (error, { request }) => {
    // Each request it is given was made below; one whose visitor left is stopped on purpose.
    const log = logs.get(request);
    if (log && !request.signal.aborted) logPageError(log, error);
  };
  const handle = createRequestHandler({
    ...build,
    entry: { ...build.entry, module: { ...build.entry.module, handleError } },
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const aborted = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborted.abort();
    });
    const pageRequest = new Request(`${publicUrl}${pathOf(request.url)}`, {
      method: 'GET',
      headers: headersOf(request),
      signal: aborted.signal,
    });
    logs.set(pageRequest, request.log);
    const context = {
      ...(await getLoadContext(request, reply)),
      scriptNonce: scriptNonce(request),
      logRenderError: (error: unknown) => logPageError(request.log, error),
    };
    const response = await handle(pageRequest, context as AppLoadContext);
    reply.status(response.status);
    response.headers.forEach((value, name) => reply.header(name, value));
    return reply.send(response.body ? Readable.fromWeb(response.body as ReadableStream) : null);
  };
}
