/**
 * The site's forms: `POST /api/form/{code}/contact`. The body is checked with
 * the same shared schema as the browser's form, and stored before the answer;
 * the e-mail to the school (if any) is sent afterwards (service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes } from '@school/shared/api-paths';
import { apiErrorSchema, schoolCodeSchema } from '@school/shared/api-schema';
import { contactSubmissionSchema } from '@school/shared/forms';
import type { SchoolsService } from '../schools/service';
import type { ContactService } from './service';

/** Spec-free limits a real school needs: a message is text, not a file. */
export const contactLimits = { bodyBytes: 16 * 1024, perMinute: 5 } as const;

export async function contactRoutes(
  app: FastifyInstance,
  { contact, schools }: { contact: ContactService; schools: SchoolsService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiRoutes.form,
    {
      bodyLimit: contactLimits.bodyBytes,
      config: { rateLimit: { max: contactLimits.perMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Sends the contact form',
        tags: ['forms'],
        params: z.object({ schoolcode: schoolCodeSchema, formType: z.literal('contact') }),
        body: contactSubmissionSchema,
        response: { 200: z.object({ success: z.literal(true) }), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await schools.requireSchool(request.params.schoolcode);
      // The tag marks where the form came from; the message itself is what is kept.
      const { tag: _tag, ...form } = request.body;
      await contact.receive(request.params.schoolcode, form);
      return { success: true as const };
    },
  );
}
