/**
 * For onSend hooks that read or rewrite pages: the page as text, or undefined
 * for any answer that is not HTML. Such hooks are registered before
 * compression, so they see the page as written.
 */
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FastifyReply } from 'fastify';

export async function htmlPayload(reply: FastifyReply, payload: unknown): Promise<string | undefined> {
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('text/html')) return undefined;
  // The hook answers with new text, so the length Fastify or sendFile set no longer holds.
  reply.removeHeader('content-length');
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return text(payload as Readable);
}
