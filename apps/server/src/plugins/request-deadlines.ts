/**
 * How long a visitor may take to send a request, so that nobody can hold a
 * connection open by sending slowly:
 *
 * - its headers within `headersMs` (Node's `headersTimeout`);
 * - a request that is not an upload, body included, within `requestMs` of
 *   its headers (the hook below);
 * - an upload within `uploadMs` (Node's `requestTimeout`).
 *
 * Node's `requestTimeout` is one number for the whole server, counted before
 * any route is known, so it must be the longest allowance: the uploads'. The
 * shorter limit for everything else is ours, per route. An upload route is one
 * whose plugin parses `multipart/form-data` (@fastify/multipart).
 */
import type { FastifyHttpOptions, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { errorAnswers, HttpError } from '../http-errors';
import { writeRawError } from './errors';

export interface Deadlines {
  headersMs: number;
  requestMs: number;
  uploadMs: number;
}

export const defaultDeadlines: Deadlines = {
  headersMs: 10_000,
  requestMs: 30_000,
  /**
   * The largest upload is a 25 MB scan, sent one file per request by the console. Ten minutes carry it at
   * about 350 kbit/s, a slow phone connection's upload speed; a faster one needs far less.
   */
  uploadMs: 10 * 60_000,
};

/** How often Node looks for requests past their time (its default, 30 s, would let one run 30 s over). */
const checkEveryMs = 1_000;

/** Fastify's options for Node's own limits. */
export function serverDeadlines({
  headersMs,
  uploadMs,
}: Deadlines): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'http'> {
  return {
    requestTimeout: uploadMs,
    http: { headersTimeout: headersMs, requestTimeout: uploadMs, connectionsCheckingInterval: checkEveryMs },
  };
}

/** Without a length or a chunked body, an HTTP/1.1 request has no body at all (RFC 9112, 6.3). */
function carriesBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';
}

/** As Node does at its own limit: a 408 if nothing was answered yet, and the connection closed. */
function cutOff(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  request.log.info('the request body did not arrive in time');
  if (!reply.raw.headersSent) writeRawError(request.raw.socket, errorAnswers.requestTimeout);
  // A handler still reading the body gets this error, which says what happened and is answered as a 408.
  request.raw.destroy(HttpError.of(errorAnswers.requestTimeout));
}

async function requestDeadlines(app: FastifyInstance, { requestMs }: Pick<Deadlines, 'requestMs'>) {
  const uploads = new Set<string>();
  app.addHook('onRoute', function (route) {
    if (this.hasContentTypeParser('multipart/form-data')) uploads.add(route.url);
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!carriesBody(request.headers) || uploads.has(request.routeOptions.url ?? '')) return done();
    const timer = setTimeout(() => cutOff(request, reply), requestMs);
    const stop = () => clearTimeout(timer);
    request.raw.once('end', stop).once('close', stop);
    done();
  });
}

export const requestDeadlinesPlugin = fp(requestDeadlines, { name: 'request-deadlines' });
