/**
 * Builds the one Fastify application: the website now, the content API later.
 * Tests build it and call `inject`; only main.ts opens a port.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { sitePlugin } from './web/site';

export interface AppOptions {
  webBuildDir: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ webBuildDir, logger = false }: AppOptions) {
  const app = Fastify({ logger, trustProxy: true });
  // Pages and scripts compress to a third of their size: it matters on a slow phone connection.
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(sitePlugin, { buildDir: webBuildDir });
  return app;
}
