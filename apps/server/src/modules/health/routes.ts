/** `GET /api/health`: is the server up, and can it reach its database? */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiRoutes } from '@school/shared/api-paths';
import type { Db } from '../../db/database';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unreachable']) });

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    apiRoutes.health,
    {
      schema: {
        summary: 'Server and database status',
        tags: ['operations'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'degraded' as const, database: 'unreachable' as const });
      }
    },
  );
}
