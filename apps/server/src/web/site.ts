/**
 * Serves the website: built assets and generated pictures and PDFs as static
 * files, top-level files from the build (the icon), and every page through
 * React Router (server rendering, and the 404 page).
 * Loaders get the live content source as their load context. Every public
 * page it answers goes through the page cache (page-cache/page-cache.ts). The
 * site is read-only (its forms post to the API), so a page takes GET, and so
 * HEAD, only; any other method gets a 405 (plugins/allowed-methods.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerBuild } from 'react-router';
import { reactRouterHandler } from '../plugins/react-router-handler';
import type { LiveSource } from '@school/shared/live-source';
import { staffOnlyAnswer } from './console-requests';
import { liveSource, type SiteData } from './live-source';
import type { PageCache } from './page-cache/page-cache';
import { findSiteFiles, lookupKey } from './site-files';

/** The build's top-level files change only with a deployment: browsers keep them five minutes. */
const buildFileCacheControl = 'public, max-age=300';

export interface SiteOptions {
  buildDir: string;
  /** A staff preview's load context, when a request asks for one (preview.ts). */
  preview?: (request: FastifyRequest) => Promise<{ live: LiveSource; preview: object } | undefined>;
  /** Pages read stored content and the school's profile through the API's and the console's own services. */
  siteData: SiteData;
  schoolCode: string;
  pages: PageCache;
  /** The site's public origin, which React Router's request URLs carry. */
  publicUrl: string;
}

async function site(app: FastifyInstance, { buildDir, siteData, schoolCode, preview, pages, publicUrl }: SiteOptions) {
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
  const handleWithReactRouter = reactRouterHandler({
    build: serverBuild,
    publicUrl,
    getLoadContext: async (request, reply) => {
      const staffPreview = await preview?.(request);
      if (staffPreview) {
        previewed.add(request);
        return staffPreview;
      }
      return { live: liveSource(siteData, schoolCode, request.log, pages.track(request, reply)) };
    },
  });

  app.register(async (site) => {
    site.addHook('onSend', async (request, reply, payload) => {
      if (previewed.has(request)) staffOnlyAnswer(reply);
      return payload;
    });
    site.get('/*', async (request, reply) => {
      const file = siteFiles.get(lookupKey(request.url.split('?')[0] ?? '/'));
      if (file) {
        pages.track(request, reply);
        // Read once: the page cache keeps it from then on.
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', buildFileCacheControl)
          .send(await readFile(path.join(clientDir, file.file)));
      }
      return handleWithReactRouter(request, reply);
    });
  });
}

export const sitePlugin = fp(site, { name: 'site' });
