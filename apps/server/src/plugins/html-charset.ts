/**
 * Every HTML answer says it is UTF-8. React Router's default server entry
 * writes `text/html` alone, and a browser then guesses the encoding from the
 * first bytes. Registered before the page cache keeps a page's headers.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function htmlCharset(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !/charset=/i.test(type)) {
      reply.header('content-type', `${type}; charset=utf-8`);
    }
    return payload;
  });
}

export const htmlCharsetPlugin = fp(htmlCharset, { name: 'html-charset' });
