/** The visit counter: a browser session records one visit, and the site reads the total. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes } from '@school/shared/api-paths';
import { apiErrorSchema, schoolCodeSchema, visitorCountSchema, visitorPayloadSchema } from '@school/shared/api-schema';
import type { SchoolsService } from '../schools/service';
import type { VisitorsRepository } from './repository';

export async function visitorRoutes(
  app: FastifyInstance,
  { visitors, schools }: { visitors: VisitorsRepository; schools: SchoolsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    apiRoutes.visit,
    {
      bodyLimit: 1024,
      schema: {
        summary: 'Records one visit',
        tags: ['visitors'],
        body: visitorPayloadSchema,
        response: { 200: visitorCountSchema, 400: apiErrorSchema, 404: apiErrorSchema },
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
