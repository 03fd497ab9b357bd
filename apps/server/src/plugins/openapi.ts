/**
 * The OpenAPI document at /api/openapi.json, generated from the same zod
 * schemas the routes validate with, so it cannot drift from what the API does.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiRoutes } from '@school/shared/api-paths';

async function openApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'School website content API',
        description: 'The public content of the school website: lists, albums, forms, the TC look-up and files.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(apiRoutes.openApi, { schema: { hide: true } }, async () => app.swagger());
}

export const openApiPlugin = fp(openApi, { name: 'openapi' });
