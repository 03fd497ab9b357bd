/**
 * The files that crawlers, browsers and feed readers ask for, whatever the site's
 * pages link: /robots.txt, /sitemap.xml, /favicon.ico, the news feed and the events'
 * calendars. Each is a GET
 * route, so it takes HEAD the same way and refuses other methods with 405
 * (plugins/allowed-methods.ts), and Fastify matches these exact paths before
 * the site's catch-all route (site.ts). Each answer goes through the page cache
 * like a page: the sitemap, the news feed and the calendars until published
 * content they read changes or a scheduled time comes (sitemap.ts,
 * news-feed.ts, events-calendar.ts), the other two until the process ends.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { contentRepository } from '../modules/content/repository';
import { eventsCalendarHref, newsFeedHref } from '@school/shared/asset-paths';
import { pageById } from '@school/content/site-pages';
import { icoFromSvg } from './favicon-ico';
import { liveSource, type SiteData } from './live-source';
import { eventsCalendar } from './events-calendar';
import { newsFeedXml } from './news-feed';
import type { PageCache } from './page-cache/page-cache';
import { sitemap } from './sitemap';

export interface SiteIndexFilesOptions {
  /** The web build: its favicon.svg is the icon, and its server bundle's time is when the pages were made. */
  buildDir: string;
  db: Db;
  /** What the site's pages read: the news feed reads as /news does. */
  siteData: SiteData;
  schoolCode: string;
  pages: PageCache;
  /** The site's origin (config PUBLIC_URL): the sitemap and robots.txt name absolute URLs. */
  publicUrl: string;
}

/** They change only with a deployment or its configuration; crawlers keep robots.txt about a day anyway. */
const deploymentCacheControl = 'public, max-age=86400';
/** As the live pages (apps/web/app/blocks/live/cache-headers.ts): kept, but asked again each time, with the ETag. */
const liveCacheControl = 'public, no-cache';
/** Files of the website, not of the content API's OpenAPI document. */
const notInApi = { schema: { hide: true } };

/**
 * The console and the API are not pages to index (`/admin` covers the console's own address too); the pictures
 * the pages show are served under /api/image/, and may be.
 */
function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    'Allow: /api/image/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

async function siteIndexFiles(
  app: FastifyInstance,
  { buildDir, db, siteData, schoolCode, pages, publicUrl }: SiteIndexFilesOptions,
) {
  const [favicon, serverBundle] = await Promise.all([
    readFile(path.join(buildDir, 'client', 'favicon.svg')).then(icoFromSvg),
    stat(path.join(buildDir, 'server', 'index.js')),
  ]);
  const robots = robotsTxt(publicUrl);
  const renderSitemap = sitemap({
    repository: contentRepository(db),
    schoolCode,
    publicUrl,
    builtAt: serverBundle.mtimeMs,
  });

  app.get('/robots.txt', notInApi, async (request, reply) => {
    pages.track(request, reply);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', deploymentCacheControl)
      .send(robots);
  });

  app.get('/sitemap.xml', notInApi, async (request, reply) => {
    const xml = await renderSitemap(pages.track(request, reply), request.log);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', liveCacheControl)
      .send(xml);
  });

  const newsPath = pageById('news').path;
  app.get(newsFeedHref, notInApi, async (request, reply) => {
    const source = liveSource(siteData, schoolCode, request.log, pages.track(request, reply));
    const xml = await newsFeedXml(source, publicUrl, newsPath);
    if (xml === undefined) return reply.callNotFound();
    return reply
      .header('content-type', 'application/rss+xml; charset=utf-8')
      .header('cache-control', liveCacheControl)
      .send(xml);
  });

  const calendarOptions = { publicUrl, eventsPath: pageById('upcoming-events').path, timeZone: siteData.timeZone };
  /** The school's calendar, or one event's: 404 for an event that is not on the site. */
  async function sendCalendar(request: FastifyRequest, reply: FastifyReply, only?: string) {
    const source = liveSource(siteData, schoolCode, request.log, pages.track(request, reply));
    const text = await eventsCalendar(source, { ...calendarOptions, only });
    if (text === undefined) return reply.callNotFound();
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', liveCacheControl)
      .send(text);
  }
  app.get(eventsCalendarHref, notInApi, (request, reply) => sendCalendar(request, reply));
  // An event's id: letters, digits and hyphens, as the site's ids are; any other address is the site's to answer.
  app.get<{ Params: { id: string } }>(
    `${path.posix.dirname(eventsCalendarHref)}/:id(^[0-9A-Za-z-]{1,80}).ics`,
    notInApi,
    (request, reply) => sendCalendar(request, reply, request.params.id),
  );

  app.get('/favicon.ico', notInApi, async (request, reply) => {
    pages.track(request, reply);
    return reply.header('content-type', 'image/x-icon').header('cache-control', deploymentCacheControl).send(favicon);
  });
}

export const siteIndexFilesPlugin = fp(siteIndexFiles, { name: 'site-index-files' });
