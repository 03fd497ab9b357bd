/**
 * Hands a console request to its React Router build through
 * `@mcansh/remix-fastify` (every method: the console's forms post to its
 * actions), with two things the server decides itself:
 *
 * - The request's URL is at the site's public address, PUBLIC_URL, whatever
 *   the Host or X-Forwarded-* headers say. React Router refuses an action whose
 *   Origin differs from the request's URL, and behind a proxy that terminates
 *   TLS the server itself only sees plain HTTP; no header is trusted to say
 *   otherwise. The one exception is a form sent from another origin the console
 *   accepts (the demo's other loopback names, config.ts `consoleOrigins`): its
 *   URL is at that origin.
 * - The load context carries the answer's script nonce, which the console's
 *   entry.server.tsx gives React and React Router for every inline script they
 *   write (decision 013).
 */
import { Readable } from 'node:stream';
import { createRequestHandler } from '@mcansh/remix-fastify/react-router';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { loggableError } from '../plugins/errors';
import { scriptNonce } from '../plugins/script-sources';

export interface ConsoleHandlerOptions {
  build: ServerBuild;
  /** The site's origin (config PUBLIC_URL). */
  publicUrl: string;
  /** The origins the console's forms may be sent from, PUBLIC_URL's among them. */
  origins: readonly string[];
  getLoadContext: (request: FastifyRequest) => Promise<object>;
}

/** A request's URL at `origin`, as the adapter reads it. */
function at(origin: string): PropertyDescriptorMap {
  const { protocol, host } = new URL(origin);
  return { protocol: { value: protocol.replace(/:$/, '') }, host: { value: host } };
}

export function consoleHandler({ build, publicUrl, origins, getLoadContext }: ConsoleHandlerOptions) {
  const atPublicUrl = at(publicUrl);
  const atOrigin = new Map(origins.map((origin) => [origin, at(origin)]));
  const handle = createRequestHandler({
    build,
    mode: 'production',
    // The adapter passes on the request it was given below; `reply.request` is the request itself.
    getLoadContext: async (_request, reply) => {
      const { request } = reply as FastifyReply;
      return {
        ...(await getLoadContext(request)),
        scriptNonce: scriptNonce(request),
        logRenderError: (error: unknown) => request.log.error({ err: loggableError(error) }, 'the page failed'),
      } as AppLoadContext;
    },
  });
  // The adapter reads the URL's origin from `request.protocol` and `request.host`, the body from `request.raw`,
  // and all else from the request. A form already read whole (console.ts) is handed on from its bytes.
  return (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const place = (origin && atOrigin.get(origin)) || atPublicUrl;
    // Fastify's request reads its headers, method and address from `raw`, so a new `raw` keeps those too.
    const seen: PropertyDescriptorMap = Buffer.isBuffer(request.body)
      ? {
          ...place,
          raw: { value: Readable.from([request.body]) },
          headers: { value: request.headers },
          method: { value: request.method },
          url: { value: request.url },
          originalUrl: { value: request.originalUrl },
        }
      : place;
    return handle(Object.create(request, seen) as FastifyRequest, reply);
  };
}
