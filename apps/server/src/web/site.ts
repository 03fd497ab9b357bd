/**
 * Serves the website: built assets and generated pictures and PDFs as static
 * files, pre-rendered pages and top-level files from the build, and every other path through the
 * React Router request handler (server rendering, and the 404 page). Loaders
 * get the live content source as their load context.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestHandler } from '@mcansh/remix-fastify/react-router';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerBuild } from 'react-router';
import type { ContentService } from '../modules/content/service';
import type { LiveSource } from '@school/shared/live-source';
import { staffOnlyAnswer } from './console-requests';
import { liveSource } from './live-source';
import { findSiteFiles, lookupKey } from './site-files';

export interface SiteOptions {
  buildDir: string;
  /** A staff preview's load context, when a request asks for one (preview.ts). */
  preview?: (request: FastifyRequest) => Promise<{ live: LiveSource; preview: object } | undefined>;
  /** Pages with stored content read it through the API's own service. */
  content: ContentService;
  schoolCode: string;
}

async function site(app: FastifyInstance, { buildDir, content, schoolCode, preview }: SiteOptions) {
  const clientDir = path.join(buildDir, 'client');
  const serverBuild = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const siteFiles = await findSiteFiles(clientDir);

  // Hashed file names: safe to keep for a year.
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '1y',
    index: false,
  });
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'generated'),
    prefix: '/generated/',
    decorateReply: false,
    maxAge: '1d',
    index: false,
  });

  // A staff preview is never stored by a browser or a proxy, whatever the page's own headers say.
  const previewed = new WeakSet<FastifyRequest>();
  const handleWithReactRouter = createRequestHandler({
    build: serverBuild,
    mode: 'production',
    getLoadContext: async (request) => {
      const staffPreview = await preview?.(request as FastifyRequest);
      if (staffPreview) previewed.add(request as FastifyRequest);
      return staffPreview ?? { live: liveSource(content, schoolCode, request.log) };
    },
  });

  app.register(async (pages) => {
    // The React Router handler reads request bodies itself.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    pages.addHook('onSend', async (request, reply, payload) => {
      if (previewed.has(request)) staffOnlyAnswer(reply);
      return payload;
    });
    pages.all('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const file =
        request.method === 'GET' || request.method === 'HEAD' ? siteFiles.get(lookupKey(urlPath)) : undefined;
      if (file) {
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'public, max-age=300')
          .sendFile(file.file, clientDir, { contentType: false });
      }
      return handleWithReactRouter(request, reply);
    });
  });
}

export const sitePlugin = fp(site, { name: 'site' });
