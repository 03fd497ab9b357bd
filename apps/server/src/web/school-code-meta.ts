/**
 * Writes the configured SCHOOL_CODE into every page's school-code meta tag as
 * the page is sent (the build wrote the demo profile's code there).
 */
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schoolCodeMetaTag } from '@school/shared/school-code-meta';
import { school } from '@school/content/school';

async function schoolCodeMeta(app: FastifyInstance, { schoolCode }: { schoolCode: string }) {
  if (schoolCode === school.code) return;
  const built = schoolCodeMetaTag(school.code);
  const configured = schoolCodeMetaTag(schoolCode);
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    const html = typeof payload === 'string' ? payload : await text(payload as Readable);
    reply.removeHeader('content-length');
    return html.replace(built, configured);
  });
}

export const schoolCodeMetaPlugin = fp(schoolCodeMeta, { name: 'school-code-meta' });
