/**
 * While the server closes, every answer still in flight says
 * `Connection: close`. Without it, a browser's keep-alive connection would
 * stay open after its last answer and hold the shutdown until it timed out.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function gracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

export const gracefulClosePlugin = fp(gracefulClose, { name: 'graceful-close' });
