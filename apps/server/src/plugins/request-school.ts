/**
 * Which school a request is for, decided once, before any route runs, and read by routes as `request.school`.
 * Today a deployment serves one school, its configured SCHOOL_CODE; serving several schools from one deployment
 * is a lookup of the request's host here, and nothing below this plugin changes
 * (docs/decisions/021-the-schools-own-website.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The code of the school this request is for. */
    school: string;
  }
}

async function requestSchool(app: FastifyInstance, { schoolCode }: { schoolCode: string }) {
  app.decorateRequest('school', '');
  app.addHook('onRequest', async (request) => {
    request.school = schoolCode;
  });
}

export const requestSchoolPlugin = fp(requestSchool, { name: 'request-school' });
