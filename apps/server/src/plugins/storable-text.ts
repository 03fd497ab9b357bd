/**
 * Every text a request carries must be storable in both databases. PostgreSQL
 * refuses a NUL character in text (a 500, after the request was accepted), and
 * SQLite stores an unpaired surrogate as bytes that are not UTF-8. So one check
 * answers 400 before validation and before any handler: over the path's
 * parameters, the query string and a parsed body (JSON), keys included.
 * Bodies a handler reads itself (uploads, the console's forms) are not parsed
 * here; their readers check them with `isStorable` and `allStorable`.
 *
 * A query string's escapes must also be UTF-8. Fastify's parser keeps escapes
 * that are not UTF-8 as they were written, so `?id=%ED%A0%80` (an unpaired
 * surrogate in UTF-8's form) would reach a handler as the plain text
 * `%ED%A0%80`; it is answered 400, as the same escapes in a path are.
 */
import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorAnswers, HttpError } from '../http-errors';

/** A NUL, or half of a surrogate pair without its other half (the pattern reads UTF-16 code units). */
const unstorable = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorable(text: string): boolean {
  return !unstorable.test(text);
}

/** A run of percent-escapes: the bytes of one or more characters, in UTF-8 when the address is well formed. */
const escapeRuns = /(?:%[0-9a-f]{2})+/gi;

/** Whether every run of escapes in a query string is UTF-8; a `%` that starts no escape is left to the parser. */
export function escapesAreUtf8(query: string): boolean {
  if (!query.includes('%')) return true;
  for (const [run] of query.matchAll(escapeRuns)) {
    try {
      decodeURIComponent(run);
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Whether a query string, as sent, passes this check: its escapes are UTF-8, so it decodes to no unpaired surrogate,
 * and none of them is a NUL (a request line cannot carry a NUL byte itself).
 */
export function isStorableQuery(query: string): boolean {
  return escapesAreUtf8(query) && !query.includes('%00');
}

/** The query string of a request URL, without its `?`; empty when there is none. */
export function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

/** Every string in parsed values, walked without recursion: a JSON body can nest deeper than the stack. */
export function allStorable(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorable(next)) return false;
    } else if (Array.isArray(next)) {
      for (const entry of next) pending.push(entry);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, entry] of Object.entries(next)) {
        if (!isStorable(key)) return false;
        pending.push(entry);
      }
    }
  }
  return true;
}

async function storableText(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    // A body left unparsed (a stream for its handler) or kept as bytes is not text to check here.
    const body = request.body instanceof Stream || Buffer.isBuffer(request.body) ? undefined : request.body;
    if (!allStorable([request.params, request.query, body])) return done(HttpError.of(errorAnswers.unstorableText));
    done(escapesAreUtf8(queryOf(request.url)) ? undefined : HttpError.of(errorAnswers.badUrl));
  });
}

export const storableTextPlugin = fp(storableText, { name: 'storable-text' });
