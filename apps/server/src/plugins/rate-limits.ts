/**
 * @fastify/rate-limit for the routes that set `config.rateLimit` (contact,
 * visits, certificate look-ups); no limit applies to a route that sets none.
 * With Redis (redis.ts) the counters live there, so that the contact form's 5
 * messages a minute hold across every process behind the load balancer.
 *
 * While Redis is away a request is let through uncounted (`skipOnError`)
 * rather than refused with a 500: a parent's message to the school matters
 * more than the limit for the minutes an outage lasts, and every message is
 * still checked and stored as usual. The outage itself is logged by redis.ts.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedRedis } from '../redis';

async function rateLimits(app: FastifyInstance, { redis }: { redis?: SharedRedis }) {
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis: redis.client, nameSpace: `${redis.prefix}rate-limit:`, skipOnError: true }),
  });
}

export const rateLimitsPlugin = fp(rateLimits, { name: 'rate-limits' });
