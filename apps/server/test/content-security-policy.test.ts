/**
 * A page's Content Security Policy allows exactly the inline scripts the
 * server wrote for this answer (by its nonce), never a script found in the
 * answer: one that reaches a page any other way is not allowed, and no policy
 * says 'unsafe-inline' or names a hash. Every answer also carries the
 * Permissions-Policy.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { scriptNonce } from '../src/plugins/script-sources';
import { securityPlugin } from '../src/plugins/security';
import { requireBuilds, webBuildDir } from './support/builds';
import { contentRow, insertContent, storeSchoolWebsite } from './support/fixtures';

const renderedAlbums = ['render-1', 'render-2', 'render-3'] as const;

interface InlineScript {
  body: string;
  nonce: string | undefined;
}

const injected = 'document.title = "injected"';

/** How a policy would name a script by its hash: no policy of ours may name the injected one so. */
const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

function inlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = '', body = '']) => ({ body, nonce: /\bnonce="([^"]*)"/.exec(attributes)?.[1] }))
    .filter((script) => script.body.length > 0);
}

function scriptSources(response: LightMyRequestResponse): string[] {
  const policy = String(response.headers['content-security-policy'] ?? '');
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

const allows = (sources: string[], script: InlineScript) =>
  sources.includes(scriptHash(script.body)) ||
  (script.nonce !== undefined && sources.includes(`'nonce-${script.nonce}'`));

/** The page's own scripts are all allowed; the injected one is not, and nothing allows inline scripts at large. */
function expectOnlyItsOwnScripts(response: LightMyRequestResponse) {
  const sources = scriptSources(response);
  expect(sources).not.toContain("'unsafe-inline'");
  const scripts = inlineScripts(response.body);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const own = script.body !== injected;
    expect(allows(sources, script), `${own ? 'own' : 'injected'} script ${script.body.slice(0, 60)}`).toBe(own);
  }
}

describe('pages of the real web build', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    requireBuilds(webBuildDir);
    dataDir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    const config = readConfig({ WEB_BUILD_DIR: webBuildDir, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    app = await buildApp({ config, seedDemo: false, serveConsole: false });
    await app.ready();
    // The albums whose pages are rendered below: an id that names no album is the 404 page, never kept.
    const db = openDatabase(config.DATABASE_URL);
    await storeSchoolWebsite(db, config.SCHOOL_CODE);
    await insertContent(
      db,
      renderedAlbums.map((id) =>
        contentRow('gallery', {
          id,
          school_code: config.SCHOOL_CODE,
          category: 'PhotoGallery',
          school_tab: 'Junior',
          date: '2026-11-20',
        }),
      ),
    );
    await db.destroy();
  });

  afterAll(async () => {
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['/', '/news', '/FAQ', '/about-society'])('%s allows each of its own scripts', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectOnlyItsOwnScripts(response);
  });

  /** An album's page is rendered for each album it has not kept. */
  const renderedPage = (id: (typeof renderedAlbums)[number]) =>
    app.inject({ method: 'GET', url: `/sub-gallery?id=${id}` });

  it("a page rendered per request gives all its scripts the answer's nonce, and the policy no hash", async () => {
    const response = await renderedPage('render-1');
    const [nonce, ...others] = scriptSources(response).filter((source) => source !== "'self'");
    expect(others).toEqual([]);
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    for (const script of inlineScripts(response.body)) {
      expect(`'nonce-${script.nonce}'`, script.body.slice(0, 60)).toBe(nonce);
    }
  });

  it('a kept page goes out with the nonce it was rendered with; another render draws another', async () => {
    // Only a few pages are compressed for the cache at once, so while the earlier ones are, a page is kept on a
    // later render: the one before the first answer from the cache.
    let rendered = await renderedPage('render-2');
    let kept = await renderedPage('render-2');
    for (let attempt = 0; kept.headers['x-cache'] !== 'HIT' && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rendered = kept;
      kept = await renderedPage('render-2');
    }
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.headers['content-security-policy']).toBe(rendered.headers['content-security-policy']);
    expect(kept.body).toBe(rendered.body);
    expectOnlyItsOwnScripts(kept);

    const other = await renderedPage('render-3');
    expect(other.headers['content-security-policy']).not.toBe(rendered.headers['content-security-policy']);
  });
});

describe('a page with a script added after it was rendered', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(securityPlugin);
    app.get('/rendered', async (request, reply) => {
      // What a renderer writes: its scripts carry the answer's nonce. Then something adds one of its own.
      const rendered = `<!DOCTYPE html><html><body><script nonce="${scriptNonce(request)}">window.ready = true</script></body></html>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(rendered.replace('</body>', `<script>${injected}</script></body>`));
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('is sent with a policy that allows its own script and not the added one', async () => {
    const response = await app.inject({ method: 'GET', url: '/rendered' });
    expect(scriptSources(response)).not.toContain(scriptHash(injected));
    expectOnlyItsOwnScripts(response);
  });
});

describe('the Permissions-Policy', () => {
  let app: FastifyInstance;
  const config = readConfig({
    WEB_BUILD_DIR: webBuildDir,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'permissions-policy-')),
    LOG_LEVEL: 'silent',
  });

  beforeAll(async () => {
    requireBuilds(webBuildDir);
    app = await buildApp({ config, seedDemo: false, serveConsole: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  let stylesheet = '/assets/missing.css';
  beforeAll(async () => {
    const page = await app.inject({ method: 'GET', url: '/FAQ' });
    stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(page.body)?.[1] ?? stylesheet;
  });

  it.each([
    ['an information page', () => '/FAQ'],
    ['a page with stored content', () => '/news'],
    ['the 404 page', () => '/no-such-page'],
    ['a stylesheet', () => stylesheet],
    ['an API list', () => apiPath('news', { schoolcode: config.SCHOOL_CODE })],
    ['an API error', () => apiPath('news', { schoolcode: 'bad code!' })],
    ['the health check', () => apiPath('health')],
  ])('turns off camera, microphone and location on %s', async (_what, url) => {
    for (const attempt of ['first', 'again, from the page cache for a page']) {
      const response = await app.inject({ method: 'GET', url: url() });
      expect(response.headers['permissions-policy'], attempt).toBe('camera=(), microphone=(), geolocation=()');
    }
  });
});
