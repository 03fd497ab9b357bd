/**
 * Security headers on every answer (helmet): HSTS, nosniff, a strict
 * Referrer-Policy, frame-ancestors, and a Content Security Policy that allows
 * no inline script. HTML pages widen script-src only by the hashes of their
 * own inline scripts (see inline-script-hashes.ts).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from './content-security-policy';
import { htmlPayload } from './html-payload';
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
    const html = await htmlPayload(reply, payload);
    if (html === undefined) return payload;
    reply.header('content-security-policy', pagePolicy(html));
    return html;
  });
}

export const securityPlugin = fp(security, { name: 'security' });
