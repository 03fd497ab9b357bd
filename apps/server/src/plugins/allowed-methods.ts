/**
 * Which methods each address takes, and a clean answer for every other one:
 *
 * - A method no part of this server takes (TRACE, QUERY, WebDAV's PROPFIND...)
 *   is answered 501 before anything else reads the request: React Router, for
 *   one, cannot even build a request for TRACE. CONNECT, which Node hands over
 *   as a bare socket, gets the same answer, and so does a method Node's parser
 *   does not know (errors.ts).
 * - A method an address does not take is answered 405 with `Allow`. Fastify
 *   routes by method, so once every route is registered, each address gets one
 *   more route for the methods it lacks, answered before the body is read.
 * - Every path under /api/ belongs to the API: one it does not serve is the
 *   API's JSON 404 whatever the method, never a page of the website.
 * - Every GET route also takes HEAD, through the GET's whole answer (its
 *   hooks, the page cache, compression), whose body is dropped last of all.
 *   Fastify's own HEAD routes (`exposeHeadRoutes`, off in app.ts) drop it
 *   before compression, so their length and encoding differ from the GET's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, onSendHookHandler } from 'fastify';
import { errorAnswers, type ErrorAnswer } from '../http-errors';
import { sendError, writeRawError } from './errors';

/** What some route of this server takes. Fastify also routes TRACE and QUERY, but nothing here implements them. */
const implemented: HTTPMethods[] = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'];
const isImplemented = (method: string): boolean => (implemented as string[]).includes(method);

/** The last of such a HEAD route's onSend hooks: the answer as GET sends it, headers and length, without a body. */
const withoutBody: onSendHookHandler = (_request, reply, payload, done) => {
  // Compression hands on streams of its own libraries (minipass), so a stream is told as Fastify tells it.
  if (typeof (payload as { resume?: unknown } | null)?.resume === 'function') {
    // A stream's length, when it is known, is in its headers already; drain it, as Fastify does for HEAD.
    (payload as { resume(): void }).resume();
  } else if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    reply.header('content-length', Buffer.byteLength(payload));
  } else if (reply.statusCode !== 204 && reply.statusCode !== 304) {
    reply.header('content-length', 0);
  }
  done(null, null);
};

/** The routes added here are not part of the API's OpenAPI document. */
const hidden = { hide: true };

/** A route hook and handler that answer at once, before the body is read (so not with a 413 or 415 instead). */
function answering(answer: ErrorAnswer, headers: Record<string, string> = {}) {
  return (_request: FastifyRequest, reply: FastifyReply) => {
    sendError(reply.headers(headers), answer);
  };
}

export function allowedMethods(app: FastifyInstance) {
  const methodsByUrl = new Map<string, Set<string>>();
  /** The handlers of GET routes that were given a HEAD route here. */
  const answeredForHead = new WeakSet<object>();
  let complete = false;

  app.addHook('onRequest', (request, reply, done) => {
    if (isImplemented(request.method)) return done();
    sendError(reply, errorAnswers.notImplemented);
  });
  app.server.on('connect', (_request, socket) => {
    writeRawError(socket, errorAnswers.notImplemented);
    socket.destroy();
  });

  app.addHook('onRoute', function (route) {
    const taken = [route.method].flat();
    // Made before other plugins prepare the GET route, so that they prepare its HEAD route the same way.
    if (taken.includes('GET') && !taken.includes('HEAD')) {
      answeredForHead.add(route.handler);
      this.route({ ...route, method: 'HEAD', url: route.routePath });
    }
    if (complete) return;
    const methods = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const each of taken) if (isImplemented(each)) methods.add(each);
    methodsByUrl.set(route.url, methods);
  });

  const apiNotFound = answering(errorAnswers.notFound);
  for (const url of ['/api', '/api/*']) {
    app.route({ method: implemented, url, schema: hidden, onRequest: apiNotFound, handler: apiNotFound });
  }

  return {
    /** Call after compression is registered, whose onSend hook each route gets: the body is dropped after it. */
    dropHeadBodiesLast(): void {
      app.addHook('onRoute', (route) => {
        if (route.method === 'HEAD' && answeredForHead.has(route.handler)) {
          route.onSend = [...[route.onSend ?? []].flat(), withoutBody];
        }
      });
    },
    /** Call once every route is registered: each address answers 405 to the methods it does not take. */
    refuseOtherMethods(): void {
      complete = true;
      for (const [url, methods] of methodsByUrl) {
        const others = implemented.filter((method) => !methods.has(method));
        if (others.length === 0) continue;
        const allow = implemented.filter((method) => methods.has(method)).join(', ');
        const refuse = answering(errorAnswers.methodNotAllowed, { allow });
        app.route({ method: others, url, schema: hidden, onRequest: refuse, handler: refuse });
      }
    },
  };
}
