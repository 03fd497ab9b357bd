/**
 * Writes the configured SCHOOL_CODE into every page's school-code meta tag as
 * the page is sent (the build wrote the demo profile's code there).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schoolCodeMetaTag } from '@school/shared/school-code-meta';
import { school } from '@school/content/school';
import { htmlPayload } from '../plugins/html-payload';

async function schoolCodeMeta(app: FastifyInstance, { schoolCode }: { schoolCode: string }) {
  if (schoolCode === school.code) return;
  const built = schoolCodeMetaTag(school.code);
  const configured = schoolCodeMetaTag(schoolCode);
  app.addHook('onSend', async (_request, reply, payload) => {
    const html = await htmlPayload(reply, payload);
    return html === undefined ? payload : html.replace(built, configured);
  });
}

export const schoolCodeMetaPlugin = fp(schoolCodeMeta, { name: 'school-code-meta' });
