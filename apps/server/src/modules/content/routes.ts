/** The public content lists of spec section 7, one GET each, plus one album by id. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes } from '@school/shared/api-paths';
import { albumSchema, apiErrorSchema, schoolCodeSchema } from '@school/shared/api-schema';
import type { LiveListName } from '@school/shared/live-source';
import { notFound } from '../../http-errors';
import { contentLists } from './lists';
import type { ContentService } from './service';

const schoolParams = z.object({ schoolcode: schoolCodeSchema });

export async function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const [route, list] of Object.entries(contentLists) as [LiveListName, (typeof contentLists)[LiveListName]][]) {
    api.get(
      apiRoutes[route],
      {
        schema: {
          summary: list.summary,
          tags: ['content'],
          params: schoolParams,
          response: { 200: list.answer, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { schoolcode } = request.params;
        const json = await content.listJson(schoolcode, list.kind, list.answer, list.limit, request.log);
        // Already checked and serialised by the service; Fastify sends text as it is.
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
  }

  api.get(
    apiRoutes.album,
    {
      schema: {
        summary: 'One photo album',
        tags: ['content'],
        querystring: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: albumSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const album = await content.album(request.school, request.query.id, request.log);
      // The page shows an empty album for this (spec section 4); the API says what happened.
      if (!album) throw notFound('There is no album with this id.');
      return album;
    },
  );
}
