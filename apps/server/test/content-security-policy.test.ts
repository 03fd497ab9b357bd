/**
 * A page's Content Security Policy allows exactly the inline scripts the build
 * pre-rendered (by hashes read at start-up) or the server wrote for this
 * answer (by its nonce), never a script found in the answer: one that reaches
 * a page any other way is not allowed, and no policy says 'unsafe-inline'.
 * Every answer also carries the Permissions-Policy.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { scriptHash } from '../src/plugins/inline-script-hashes';
import { scriptNonce } from '../src/plugins/script-sources';
import { securityPlugin } from '../src/plugins/security';
import { requireBuilds, webBuildDir } from './support/builds';
import { contentRow, insertContent } from './support/fixtures';

const renderedAlbums = ['render-1', 'render-2', 'render-3'] as const;

interface InlineScript {
  body: string;
  nonce: string | undefined;
}

const injected = 'document.title = "injected"';

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
  let buildDir: string;
  const page = 'about-society';

  beforeAll(async () => {
    requireBuilds(webBuildDir);
    // A build of our own, so that one page can be changed after the server has read the build.
    buildDir = mkdtempSync(path.join(tmpdir(), 'csp-build-'));
    cpSync(path.join(webBuildDir, 'client'), path.join(buildDir, 'client'), { recursive: true });
    symlinkSync(path.join(webBuildDir, 'server'), path.join(buildDir, 'server'));
    const config = readConfig({
      WEB_BUILD_DIR: buildDir,
      DATA_DIR: path.join(buildDir, 'data'),
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, seedDemo: false, serveConsole: false });
    await app.ready();
    // The albums whose pages are rendered below: an id that names no album is the 404 page, never kept.
    const db = openDatabase(config.DATABASE_URL);
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
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  it('a pre-rendered page allows each script the build wrote into it, and not one added to it since', async () => {
    const file = path.join(buildDir, 'client', page, 'index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('</body>', `<script>${injected}</script></body>`));

    const response = await app.inject({ method: 'GET', url: `/${page}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(injected);
    expect(scriptSources(response)).not.toContain(scriptHash(injected));
    expectOnlyItsOwnScripts(response);
  });

  it.each(['/', '/news', '/FAQ'])('%s allows each of its own scripts', async (url) => {
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

  const assetPath = () => {
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(
      readFileSync(path.join(webBuildDir, 'client/FAQ/index.html'), 'utf8'),
    );
    return asset?.[1] ?? '/assets/missing.css';
  };

  it.each([
    ['a pre-rendered page', () => '/FAQ'],
    ['a page rendered per request', () => '/news'],
    ['the 404 page', () => '/no-such-page'],
    ['a stylesheet', assetPath],
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
