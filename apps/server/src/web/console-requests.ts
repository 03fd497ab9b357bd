/** What the console and the preview share about staff-only requests. */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A Fastify request's headers as the Fetch API's, for better-auth and React Router. */
export function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const entry of Array.isArray(value) ? value : [value]) headers.append(name, entry);
  }
  return headers;
}

/** Staff-only answers are never stored by a browser or a proxy, and never indexed. */
export function staffOnlyAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
}
