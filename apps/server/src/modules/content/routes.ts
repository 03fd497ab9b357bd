/** The public content lists of spec section 7, one GET each, plus one album by id. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes, type ApiRoute } from '@school/shared/api-paths';
import {
  albumSchema,
  announcementSchema,
  apiErrorSchema,
  circularSchema,
  contentRecordSchema,
  eventSchema,
  galleryItemSchema,
  highlightSchema,
  newsItemSchema,
  registrationSchema,
  schoolCodeSchema,
  testimonialSchema,
  videoSchema,
} from '@school/shared/api-schema';
import type { ContentKind } from '../../db/schema';
import { notFound } from '../../http-errors';
import type { ContentService } from './service';

/** How many items `GET /api/news/{code}` (the home page's ticker) returns; `/news/all` returns every one. */
export const latestNewsCount = 10;

const lists: { route: ApiRoute; kind: ContentKind; item: z.ZodType; limit?: number; summary: string }[] = [
  { route: 'highlights', kind: 'highlight', item: highlightSchema, summary: 'Highlights for the header ticker' },
  { route: 'news', kind: 'news', item: newsItemSchema, limit: latestNewsCount, summary: 'The latest news' },
  { route: 'allNews', kind: 'news', item: newsItemSchema, summary: 'All news' },
  { route: 'registrations', kind: 'registration', item: registrationSchema, summary: 'Online registration entries' },
  {
    route: 'records',
    kind: 'record',
    item: contentRecordSchema,
    summary: "Leaders' messages, achievements and admission downloads, by category",
  },
  { route: 'testimonials', kind: 'testimonial', item: testimonialSchema, summary: 'Testimonials, newest first' },
  { route: 'events', kind: 'event', item: eventSchema, summary: 'Events' },
  { route: 'gallery', kind: 'gallery', item: galleryItemSchema, summary: 'Photo albums and award pictures' },
  { route: 'announcements', kind: 'announcement', item: announcementSchema, summary: 'Announcements' },
  { route: 'videos', kind: 'video', item: videoSchema, summary: 'Videos, newest first' },
  { route: 'circulars', kind: 'circular', item: circularSchema, summary: 'Magazine issues (Loquacity, Dipscoop)' },
];

const schoolParams = z.object({ schoolcode: schoolCodeSchema });

export async function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const list of lists) {
    const answer = z.array(list.item);
    api.get(
      apiRoutes[list.route],
      {
        schema: {
          summary: list.summary,
          tags: ['content'],
          params: schoolParams,
          response: { 200: answer, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const json = await content.listJson(request.params.schoolcode, list.kind, answer, list.limit);
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
      const album = await content.album(request.query.id);
      // The page shows an empty album for this (spec section 4); the API says what happened.
      if (!album) throw notFound('There is no album with this id.');
      return album;
    },
  );
}
