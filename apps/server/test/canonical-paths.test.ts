/**
 * A page answers at its own spelling; another spelling that finds it (case, a trailing slash) is sent there
 * with 301 and its query, so search engines see one page. The spec's own second spellings (aliases) answer
 * as themselves, and what is not a page is left to the site (its files, its 404).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { storeSchoolWebsiteAt } from './support/fixtures';
import { readConfig } from '../src/config';
import { requireBuilds, webBuildDir } from './support/builds';

let app: FastifyInstance;

beforeAll(async () => {
  requireBuilds(webBuildDir);
  const config = readConfig({
    WEB_BUILD_DIR: webBuildDir,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'canonical-paths-test-')),
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config, seedDemo: false });
  await storeSchoolWebsiteAt(config.DATABASE_URL, config.SCHOOL_CODE);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url });

describe("a page's spelling", () => {
  it.each([
    ['/faq', '/FAQ'],
    ['/Faq', '/FAQ'],
    ['/FAQ/', '/FAQ'],
    ['/news/', '/news'],
    ['/NEWS', '/news'],
    ['/faq?utm_source=whatsapp', '/FAQ?utm_source=whatsapp'],
    ['/sub-gallery/?id=a1', '/sub-gallery?id=a1'],
  ])('%s is answered 301 to %s', async (asked, location) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const answer = await get(asked, method);
      expect(answer.statusCode, `${method} ${asked}`).toBe(301);
      expect(answer.headers.location).toBe(location);
    }
  });

  it.each(['/FAQ', '/news', '/', '/video-gallery', '/Video-gallery', '/SiteMap', '/sitemap'])(
    '%s, a spelling of the spec, answers as itself',
    async (asked) => {
      expect((await get(asked)).statusCode).toBe(200);
    },
  );

  it('leaves what is not a page to the site: its files and its 404', async () => {
    expect((await get('/robots.txt')).statusCode).toBe(200);
    expect((await get('/no-such-page')).statusCode).toBe(404);
    expect((await get('/No-Such-Page/')).statusCode).toBe(404);
  });
});
