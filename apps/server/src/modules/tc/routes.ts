/**
 * `POST /api/tc/{code}`: the transfer-certificate look-up. The answer's `data`
 * is an image path (`tc/<token>`) that the browser downloads from
 * `/api/image/` as tc.jpg or tc.pdf, by the scan the school stored. A bearer
 * header, which the site sends, is ignored.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes } from '@school/shared/api-paths';
import { apiErrorSchema, schoolCodeSchema } from '@school/shared/api-schema';
import { certificateFieldLength } from '@school/shared/certificates';
import { tcRequestSchema, tcResponseSchema } from '@school/shared/forms';
import type { SchoolsService } from '../schools/service';
import type { TcService } from './service';

/** Guessing pairs of number and name must be slow; a family needs a few tries at most. */
export const tcLimits = { bodyBytes: 2 * 1024, perMinute: 10, fieldLength: certificateFieldLength } as const;

const tooLong = `Must be at most ${tcLimits.fieldLength} characters`;

/** The shared form rules (and their messages), plus a length limit the browser form does not need. */
const lookupBody = tcRequestSchema.extend({
  admission: tcRequestSchema.shape.admission.max(tcLimits.fieldLength, tooLong),
  name: tcRequestSchema.shape.name.max(tcLimits.fieldLength, tooLong),
});

export async function tcRoutes(app: FastifyInstance, { tc, schools }: { tc: TcService; schools: SchoolsService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiRoutes.tcLookup,
    {
      bodyLimit: tcLimits.bodyBytes,
      config: { rateLimit: { max: tcLimits.perMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Looks up a transfer certificate by admission number and name',
        tags: ['tc'],
        params: z.object({ schoolcode: schoolCodeSchema }),
        body: lookupBody,
        response: {
          200: tcResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await schools.requireSchool(request.params.schoolcode);
      return tc.lookUp(request.params.schoolcode, request.body);
    },
  );
}
