/**
 * Every text a request carries must be storable in both databases. PostgreSQL
 * refuses a NUL character in text (a 500, after the request was accepted), and
 * SQLite stores an unpaired surrogate as bytes that are not UTF-8. So one check
 * answers 400 before validation and before any handler: over the path's
 * parameters, the query string and a parsed body (JSON), keys included.
 * Bodies a handler reads itself (uploads, the console's forms) are not parsed
 * here; their readers check them with `isStorable` and `allStorable`.
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
    const storable = allStorable([request.params, request.query, body]);
    done(storable ? undefined : HttpError.of(errorAnswers.unstorableText));
  });
}

export const storableTextPlugin = fp(storableText, { name: 'storable-text' });
