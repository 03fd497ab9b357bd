/**
 * The website as the server answers it, from the real web build: every page
 * of the site map, the 404 page, loader data, top-level and generated files,
 * compression, and paths that try to climb out of the build.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrc } from '@school/shared/asset-paths';
import { itemPathEnd } from '@school/shared/item-address';
import { keepsText } from '@school/shared/page-text-kept';
import { searchMessages } from '@school/shared/site-search';
import { photoGroups } from '@school/content/media';
import { pageDescriptions } from '@school/content/page-descriptions';
import { demoPageTitle } from '@school/content/demo/page-titles';
import { pages } from '@school/content/site-map';
import { buildApp } from '../src/app';
import { storeSchoolWebsiteAt } from './support/fixtures';
import { readConfig } from '../src/config';
import { requireBuilds, webBuildDir } from './support/builds';
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

let app: FastifyInstance;

beforeAll(async () => {
  requireBuilds(webBuildDir);
  const config = readConfig({
    WEB_BUILD_DIR: webBuildDir,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-test-')),
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config, seedDemo: false });
  await storeSchoolWebsiteAt(config.DATABASE_URL, config.SCHOOL_CODE);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

/** How React writes text into HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An `<h1 ...>` holding exactly the title, with apostrophes written either way. */
function headingPattern(title: string): RegExp {
  const body = escapeRegExp(escapeHtml(title)).replace(/&#x27;/g, "(?:&#x27;|&#39;|')");
  return new RegExp(`<h1(?:\\s[^>]*)?>\\s*${body}\\s*</h1>`);
}

// An item's page has an address for each item, and its own tests (item-pages.test.ts).
const walk = pages
  .filter((page) => !page.path.endsWith(itemPathEnd))
  .flatMap((page) =>
    [page.path, ...(page.aliases ?? [])].map(
      (path) =>
        [
          path,
          demoPageTitle(page),
          // A page with no text of its own (the search) says what it is in the words every school's does.
          keepsText(page) ? pageDescriptions[page.id]! : searchMessages.description,
        ] as const,
    ),
  );

describe('every page of the site map', () => {
  it('covers every path and alias', () => {
    expect(walk.length).toBeGreaterThanOrEqual(64);
  });

  it.each(walk)(
    '%s answers 200, written whole, with its heading in an <h1> and its own description',
    async (path, title, description) => {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/^<!DOCTYPE html>/i);
      expect(response.body).toMatch(headingPattern(title));
      // One page heading per page.
      expect(response.body.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(response.body.match(/<meta name="description"/g)).toHaveLength(1);
      expect(response.body).toContain(`<meta name="description" content="${escapeHtml(description)}"/>`);
      // Written whole and in order: no part streamed in later with React's script to move it into place.
      expect(response.body).not.toMatch(/<template id="B:|\$RC\(/);
    },
  );
});

describe('paths in another letter case or with a trailing slash', () => {
  // canonical-paths.test.ts proves the 301s; here, that they lead to the page.
  it('/faq and /FAQ/ lead to /FAQ, which answers the page', async () => {
    for (const url of ['/faq', '/FAQ/', '/faq/', '/Faq']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe('/FAQ');
    }
    const canonical = await app.inject({ url: '/FAQ' });
    expect(canonical.statusCode).toBe(200);
    expect(canonical.headers['content-type']).toMatch(/^text\/html/);
    expect(canonical.body).toMatch(headingPattern('Frequently Asked Questions'));
  });

  it('/Video-gallery, a spelling of the spec, answers the video gallery, and /video-gallery/ leads there', async () => {
    for (const url of ['/Video-gallery', '/video-gallery']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(headingPattern('Video Gallery'));
    }
    expect((await app.inject({ url: '/video-gallery/' })).headers.location).toBe('/video-gallery');
  });

  it('keeps a query string out of the page look-up', async () => {
    const response = await app.inject({ url: '/FAQ?from=whatsapp' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(headingPattern('Frequently Asked Questions'));
  });
});

describe('pages that do not exist', () => {
  it.each(['/no-such-page', '/our-school/extra', '/FAQ/more', '/index.html.bak'])(
    '%s answers 404 with "Page not found"',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Page not found');
    },
  );
});

describe('how long browsers and CDNs may keep an answer', () => {
  it("makes a browser ask again before reusing an information page (it shows the school's profile), with its ETag", async () => {
    let first = await app.inject({ url: '/FAQ' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    // Each render draws its own nonce, so its own ETag (decision 013): a browser revalidates the copy the cache keeps,
    // which is kept once its compressed copies are made, a moment after the first render.
    for (let attempt = 0; first.headers['x-cache'] !== 'HIT' && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      first = await app.inject({ url: '/FAQ' });
    }
    expect(first.headers['x-cache']).toBe('HIT');
    const revalidated = await app.inject({ url: '/FAQ', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('makes a browser ask again before reusing a page with stored content', async () => {
    const page = await app.inject({ url: '/news' });
    expect(page.headers['cache-control']).toBe('public, no-cache');
    expect(page.headers.etag).toMatch(/^W\/".+"$/);
  });

  it('keeps only fingerprinted build files for a year', async () => {
    const html = (await app.inject({ url: '/FAQ' })).body;
    // The page names its scripts in the list its starter loads after the page (decision 016).
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const answer = await app.inject({ url: asset! });
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('files of the build', () => {
  it('/our-school.data answers 200 with the loader data', async () => {
    const response = await app.inject({ url: '/our-school.data' });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeGreaterThan(100);
    expect(response.body).toContain('2002');
    // A visit from another page reads the description here, for the head's description meta.
    expect(response.body).toContain(JSON.stringify(pageDescriptions['our-school']));
  });

  it('/favicon.svg answers image/svg+xml', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('<svg');
  });

  it('/generated/ serves a generated picture with a cache-control header', async () => {
    const image = photoGroups[0]!.images[0]!;
    const url = imageSrc(image.id);
    expect(url).toMatch(/^\/generated\/images\/.+\.svg$/);
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.body).toContain('<svg');
  });

  it('/generated/ answers 404 for a picture that does not exist', async () => {
    const response = await app.inject({ url: '/generated/images/no-such-picture.svg' });
    expect(response.statusCode).toBe(404);
  });
});

describe('compression', () => {
  it('gzips a large page when the browser accepts gzip', async () => {
    const response = await app.inject({ url: '/FAQ', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(response.rawPayload).toString('utf8');
    expect(html).toMatch(headingPattern('Frequently Asked Questions'));
    expect(response.rawPayload.length).toBeLessThan(html.length / 2);
  });

  it('gzips a server-rendered page too', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('<h1');
  });

  it('sends plain HTML to a client that does not ask for compression', async () => {
    const response = await app.inject({ url: '/FAQ', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toMatch(headingPattern('Frequently Asked Questions'));
  });
});

describe('paths that climb out of the build', () => {
  /** Files outside the client build that must never be served, with a line that only they contain. */
  const secrets = [
    { file: `${repoRoot}/package.json`, marker: '"workspaces"' },
    { file: `${repoRoot}/apps/web/package.json`, marker: '"@school/web"' },
    { file: `${repoRoot}/apps/server/package.json`, marker: '"@school/server"' },
    { file: `${webBuildDir}/server/index.js`, marker: 'assetsBuildDirectory' },
  ].filter(({ file }) => existsSync(file));

  const climbs = (separator: string, depth: number) => Array.from({ length: depth }, () => separator).join('');

  const attempts: string[] = [];
  for (const prefix of ['/generated/', '/generated/images/', '/assets/']) {
    for (const depth of [1, 2, 3, 4, 5, 6]) {
      for (const target of ['package.json', 'server/index.js', 'apps/server/package.json']) {
        attempts.push(
          `${prefix}${climbs('../', depth)}${target}`,
          `${prefix}${climbs('..%2f', depth)}${target}`,
          `${prefix}${climbs('..%2F', depth)}${target.replace(/\//g, '%2F')}`,
          `${prefix}${climbs('%2e%2e/', depth)}${target}`,
          `${prefix}${climbs('%2e%2e%2f', depth)}${target}`,
          `${prefix}${climbs('%252e%252e%252f', depth)}${target}`,
          `${prefix}${climbs('..\\', depth)}${target.replace(/\//g, '\\')}`,
          `${prefix}${climbs('..%5c', depth)}${target.replace(/\//g, '%5c')}`,
          `${prefix}${climbs('.%2e/', depth)}${target}`,
        );
      }
    }
  }

  it('has files worth protecting', () => {
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const { file, marker } of secrets) expect(readFileSync(file, 'utf8')).toContain(marker);
  });

  /** Runs the checks a few at a time: hundreds of 404 pages take a while to render one by one. */
  async function inBatches(urls: string[], check: (url: string) => Promise<void>) {
    for (let start = 0; start < urls.length; start += 16) {
      await Promise.all(urls.slice(start, start + 16).map(check));
    }
  }

  function expectRefused(url: string, status: number, body: string) {
    expect(status, url).toBeGreaterThanOrEqual(400);
    expect(status, url).toBeLessThan(500);
    for (const { marker } of secrets) expect(body, url).not.toContain(marker);
  }

  it('answer 4xx through inject, and never a file outside the build', async () => {
    await inBatches(attempts, async (url) => {
      const response = await app.inject({ url });
      expectRefused(url, response.statusCode, response.body);
    });
  }, 60_000);

  it('answer 4xx on the wire, where no client tidies the path first', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let data = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk) => (data += chunk));
        socket.on('error', reject);
        socket.on('end', () => {
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
          resolve({ status, body: data });
        });
        socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      });
    // The raw client works: a real picture comes back whole.
    const picture = await raw(imageSrc(photoGroups[0]!.images[0]!.id));
    expect(picture.status).toBe(200);
    expect(picture.body).toContain('<svg');
    await inBatches(attempts, async (url) => {
      const { status, body } = await raw(url);
      expectRefused(url, status, body);
    });
  }, 60_000);
});
