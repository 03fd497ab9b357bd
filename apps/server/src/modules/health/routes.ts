/**
 * `GET /api/health`: whether each part the server needs answers now, for a
 * load balancer or a monitor. The parts are named checks (the database, file
 * storage, Redis when configured), each a function that rejects when its part
 * is down. One part down makes the answer 503, naming it:
 *
 *     {"status": "degraded", "database": "unreachable", "storage": "ok"}
 *
 * Each check has `timeoutMs` to answer, so a part that hangs reads as
 * unreachable instead of holding the answer. Anyone may ask, as often as they
 * like, so requests that arrive while a part's check is under way share it,
 * and a part is logged when it goes down and when it is back, not per request.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiRoutes } from '@school/shared/api-paths';
import type { Db } from '../../db/database';
import { cutForLog } from '../../logging';

/** Resolves when the part answers; rejects, with the reason, when it does not. */
export type HealthCheck = () => Promise<void>;

export interface HealthOptions {
  checks: Record<string, HealthCheck>;
  /** How long each check may take; a load balancer's own timeout is usually a few seconds. */
  timeoutMs?: number;
}

/** The database answers a query. */
export const databaseCheck =
  (db: Db): HealthCheck =>
  async () => {
    await sql`select 1`.execute(db);
  };

const partStatus = z.enum(['ok', 'unreachable']);

function withinTime(check: HealthCheck, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
    check()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

export async function healthRoutes(app: FastifyInstance, { checks, timeoutMs = 2_000 }: HealthOptions) {
  const names = Object.keys(checks);
  if (names.includes('status')) throw new Error('a health check cannot be called "status"');
  const healthSchema = z.object({
    status: z.enum(['ok', 'degraded']),
    ...Object.fromEntries(names.map((name) => [name, partStatus])),
  });
  type Health = z.infer<typeof healthSchema>;

  const running = new Map<string, Promise<void>>();
  const run = (name: string): Promise<void> => {
    let check = running.get(name);
    if (!check) {
      check = withinTime(checks[name]!, timeoutMs).finally(() => running.delete(name));
      running.set(name, check);
    }
    return check;
  };
  const down = new Set<string>();

  app.withTypeProvider<ZodTypeProvider>().get(
    apiRoutes.health,
    {
      schema: {
        summary: `Whether each part answers: ${names.join(', ')}`,
        tags: ['operations'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const results = await Promise.allSettled(names.map(run));
      const health: Record<string, string> = { status: 'ok' };
      results.forEach((result, index) => {
        const name = names[index]!;
        if (result.status === 'fulfilled') {
          health[name] = 'ok';
          if (down.delete(name)) request.log.info({ part: name }, `health check: ${name} answers again`);
          return;
        }
        health[name] = 'unreachable';
        health.status = 'degraded';
        if (!down.has(name)) {
          down.add(name);
          const error: Error & { code?: unknown } =
            result.reason instanceof Error ? result.reason : new Error(String(result.reason));
          request.log.error(
            // Not under `err`, whose serializer would add a stack trace that says nothing here.
            { part: name, reason: { type: error.name, code: error.code, message: cutForLog(error.message) } },
            `health check: ${name} is unreachable`,
          );
        }
      });
      return reply.status(health.status === 'ok' ? 200 : 503).send(health as Health);
    },
  );
}
