/**
 * Security headers on every answer (helmet): HSTS, nosniff, a strict
 * Referrer-Policy, frame-ancestors, a Permissions-Policy that turns off the
 * camera, microphone and location, and a Content Security Policy that allows
 * no inline script. An HTML page widens script-src only by the sources its
 * own inline scripts were given where they were made: a nonce for what the
 * server writes, the build's hashes for a pre-rendered page
 * (script-sources.ts, decision 013).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy, pagePolicy } from './content-security-policy';
import { allowedScriptSources } from './script-sources';

/** The site uses none of these, so no page and nothing framed in one may ask for them. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=()';

async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
  });

  // Beside helmet's own, so that errors and refusals carry it too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });

  // Registered before the page cache keeps a page, so the policy is kept with the page it was written for.
  app.addHook('onSend', async (request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', pagePolicy(allowedScriptSources(request)));
    }
    return payload;
  });
}

export const securityPlugin = fp(security, { name: 'security' });
