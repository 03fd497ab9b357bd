/**
 * Security headers on every answer (helmet): HSTS, nosniff, a strict
 * Referrer-Policy, frame-ancestors, and a Content Security Policy that allows
 * no inline script. HTML pages widen script-src only by the hashes of their
 * own inline scripts (see web/inline-script-hashes.ts).
 */
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from './content-security-policy';
import { pagePolicy } from './inline-script-hashes';

async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
  });

  // Registered before compression, so it reads the page as written.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    const html =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : await text(payload as Readable);
    reply.header('content-security-policy', pagePolicy(html));
    reply.removeHeader('content-length');
    return html;
  });
}

export const securityPlugin = fp(security, { name: 'security' });
