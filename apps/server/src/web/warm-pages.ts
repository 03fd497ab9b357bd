/**
 * Renders the site map's pages into the page cache once the server listens, one after another in the background,
 * so that the first visitor of each page after a start is answered from memory (pages are rendered per request
 * since decision 021). A page asked for meanwhile is rendered on demand, once, however many ask. A page the school
 * has not published answers 404 and is not kept: rendering it costs one render, and publishing it drops nothing.
 */
import type { FastifyInstance } from 'fastify';
import { sitePages } from '@school/content/site-pages';

/** Every page that has an address of its own (an album's page needs its id). */
export const pagesToWarm = sitePages.filter((page) => page.searchable || page.path === '/').map((page) => page.path);

export function warmPagesOnListen(app: FastifyInstance, paths: readonly string[] = pagesToWarm): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onListen', async () => {
    void (async () => {
      const started = performance.now();
      for (const url of paths) {
        if (closing) return;
        const answer = await app.inject({ method: 'GET', url }).catch(() => undefined);
        // 503: the holding page of a school not set up yet (or the database away): there is nothing to keep.
        if (answer?.statusCode === 503) return;
        // 404: a page the school has not published (a new school has none), which no link of the site shows.
        const expected = answer?.statusCode === 200 || answer?.statusCode === 404;
        if (answer && !expected)
          app.log.warn({ url, status: answer.statusCode }, 'a page of the site map did not render');
      }
      app.log.info(
        { pages: paths.length, ms: Math.round(performance.now() - started) },
        'pages rendered into the cache',
      );
    })();
  });
}
