/** The visit counter: a browser session records one visit, and the site reads the total. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes } from '@school/shared/api-paths';
import { apiErrorSchema, schoolCodeSchema, visitorCountSchema, visitorPayloadSchema } from '@school/shared/api-schema';
import type { SchoolsService } from '../schools/service';
import type { VisitorsRepository } from './repository';

/**
 * Visits one address may record in a minute. The browser records one per session, so a person sends one
 * or two; but a school's network, a family's router or a mobile carrier puts many people behind one
 * address, and a whole class opening the site together in a computer lab must still count. Sixty a minute
 * leaves room for that, and still keeps one address from adding more than one visit a second.
 */
export const visitLimits = { perMinute: 60 } as const;

export async function visitorRoutes(
  app: FastifyInstance,
  { visitors, schools }: { visitors: VisitorsRepository; schools: SchoolsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    apiRoutes.visit,
    {
      bodyLimit: 1024,
      config: { rateLimit: { max: visitLimits.perMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Records one visit',
        tags: ['visitors'],
        body: visitorPayloadSchema,
        response: { 200: visitorCountSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await schools.requireSchool(request.body.schoolcode);
      return [{ visitor: await visitors.increment(request.body.schoolcode) }];
    },
  );

  api.get(
    apiRoutes.visitorCount,
    {
      schema: {
        summary: 'The number of visits',
        tags: ['visitors'],
        params: z.object({ schoolcode: schoolCodeSchema }),
        response: { 200: visitorCountSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await schools.requireSchool(request.params.schoolcode);
      return [{ visitor: await visitors.count(request.params.schoolcode) }];
    },
  );
}
