/**
 * The first-paint step: each page carries its critical CSS inline, its
 * stylesheets no longer hold up the first paint, the one script that switches
 * them on carries the answer's nonce, which its CSP names, and its scripts
 * start after the page has loaded. First on a small build of our own, then
 * on the real web build.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { storeSchoolWebsiteAt } from './support/fixtures';
import { readConfig } from '../src/config';
import { deferredModuleType, hydratedEvent, starterScriptId } from '@school/shared/scripts-after-load';
import { restoresScrollAttribute } from '@school/shared/scroll-restoring-load';
import { firstPaintFirst } from '../src/web/first-paint';
import { requireBuilds, webBuildDir } from './support/builds';

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
// A rendered page's elements carry its nonce (decision 013); a page of our own has none.
const inlineStyles = (html: string) =>
  [...html.matchAll(/<style(?: nonce="[^"]+")?>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
const deferredLink = (href: string) => `<link rel="stylesheet" href="${href}" media="print" data-beasties-media="all"`;
const activation = /<script>(document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*)<\/script>/;
const starterScript = new RegExp(`<script id="${starterScriptId}"[^>]*>[\\s\\S]*?</script>`);
const activationWithNonce = /<script nonce="([^"]+)">document\.querySelectorAll\('link\[data-beasties-media\]'\)/;

describe('rewriting one page', () => {
  let rewrite: (html: string, nonce?: string) => string;

  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'first-paint-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(
      path.join(clientDir, 'assets', 'site-1a2b.css'),
      '.used{color:#123456}.unused{color:#654321}.card .title{font-weight:700}.card .missing{margin:0}',
    );
    rewrite = await firstPaintFirst(clientDir);
  });

  it('inlines exactly the rules the page uses and defers the stylesheet, with a fallback without scripts', () => {
    const html = rewrite(
      page(
        '<link rel="stylesheet" href="/assets/site-1a2b.css"/>',
        '<p class="used">Fees</p><div class="card"><h2 class="title">Admissions</h2></div>',
      ),
    );
    const [critical, ...others] = inlineStyles(html);
    expect(others).toEqual([]);
    expect(critical).toContain('.used{color:#123456}');
    expect(critical).toContain('.card .title{font-weight:700}');
    expect(critical).not.toContain('.unused');
    expect(critical).not.toContain('.missing');
    expect(html).toContain(deferredLink('/assets/site-1a2b.css'));
    expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/site-1a2b.css"\/?><\/noscript>/);
    expect(html).toMatch(activation);
    // The critical CSS comes before anything that could be painted.
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<body>'));
  });

  it('gives the switch the nonce it is asked to', () => {
    const html = rewrite(
      page('<link rel="stylesheet" href="/assets/site-1a2b.css"/>', '<p class="used">Fees</p>'),
      'bm9uY2U=',
    );
    expect(html.match(activationWithNonce)?.[1]).toBe('bm9uY2U=');
  });

  it('starts the scripts after the page has loaded: the module script is kept as text, its preloads go to the starter', () => {
    const routeModules = 'import * as route0 from "/assets/root-y.js";import("/assets/entry.client-x.js");';
    const html = rewrite(
      page(
        '<link rel="modulepreload" href="/assets/entry.client-x.js"/><link rel="modulepreload" href="/assets/root-y.js"/>',
        `<script>window.__reactRouterContext = {};</script><script type="module" async="">${routeModules}</script>`,
      ),
      'bm9uY2U=',
    );
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script type="${deferredModuleType}" async="">${routeModules}</script>`);
    // The context script, which only sets data, still runs as the page is read.
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    const starter = html.match(starterScript)?.[0] ?? '';
    expect(starter).toContain(' nonce="bm9uY2U="');
    expect(starter).toContain(
      `(${JSON.stringify(['/assets/entry.client-x.js', '/assets/root-y.js'])},"${deferredModuleType}","${hydratedEvent}")`,
    );
    // In the head, so a button pressed as soon as the page is drawn is held.
    expect(html.indexOf(starter)).toBeLessThan(html.indexOf('<body>'));
    expect(rewrite(html, 'bm9uY2U=')).toBe(html);
  });

  it('leaves stylesheets and scripts that are not the site build (the console) and pages without any as they were', () => {
    const consolePage = page(
      '<link rel="stylesheet" href="/admin/assets/console-9z.css"/><link rel="modulepreload" href="/admin/assets/entry-1.js"/>',
      '<p class="used">Hi</p><script type="module" async="">import("/admin/assets/entry-1.js");</script>',
    );
    expect(rewrite(consolePage)).toBe(consolePage);
    const plain = page('<title>Plain</title>', '<p>No styles</p>');
    expect(rewrite(plain)).toBe(plain);
  });
});

describe('pages from the real web build', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    requireBuilds(webBuildDir);
    const config = readConfig({
      WEB_BUILD_DIR: webBuildDir,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'first-paint-site-')),
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, seedDemo: false });
    await storeSchoolWebsiteAt(config.DATABASE_URL, config.SCHOOL_CODE);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  // `/` and `/news` are rendered per request; `/FAQ` is pre-rendered at build time.
  it.each(['/', '/news', '/FAQ'])(
    '%s is painted from its own inline CSS, and its CSP allows the switch by its nonce',
    async (url) => {
      const first = await app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const html = first.body;

      const links = [...html.matchAll(/<link (?:nonce="[^"]+" )?rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
      const blocking = links.filter((link) => !link.includes('media="print"') && !html.includes(`<noscript>${link}`));
      expect(links.length).toBeGreaterThan(0);
      expect(blocking).toEqual([]);

      // The header's classes are on every page; their rules must be in the page itself.
      const headerClass = html.match(/<header class="([^"]+)"/)?.[1];
      expect(headerClass).toBeTruthy();
      expect(inlineStyles(html).join('')).toContain(`.${headerClass}{`);

      const nonce = html.match(activationWithNonce)?.[1];
      expect(nonce).toBeTruthy();
      expect(first.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);

      // Its scripts wait for the page: no preload in the head, and the starter that runs them has the nonce too.
      expect(html).not.toMatch(/<link[^>]*modulepreload/);
      expect(html).not.toContain('type="module"');
      expect(html).toMatch(new RegExp(`<script[^>]* type="${deferredModuleType}"`));
      expect(html.match(starterScript)?.[0]).toContain(` nonce="${nonce}"`);

      // The page cache keeps the page as rewritten.
      const again = await app.inject({ method: 'GET', url });
      expect(again.headers['x-cache']).toBe('HIT');
      expect(again.body).toBe(html);
    },
  );

  // A live feed or a carousel is a chunk of its own, which its page's HTML names (apps/web/build-plugins/block-assets.ts).
  const starterScripts = (html: string) =>
    [...(html.match(starterScript)?.[0] ?? '').matchAll(/"\/assets\/([^"]+)-[\w-]{8}\.js"/g)].map((match) => match[1]);

  it('/news names its feed’s script to the starter and inlines its feed’s rules, and carries no carousel', async () => {
    const html = (await app.inject({ method: 'GET', url: '/news' })).body;
    const scripts = starterScripts(html);
    expect(scripts).toContain('news.feed');
    expect(scripts.filter((name) => name?.endsWith('.feed'))).toEqual(['news.feed']);
    expect(scripts.filter((name) => name?.includes('carousel'))).toEqual([]);
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/news-[\w-]{8}\.css#" media="print"/);
    // The news filter's form is drawn by the feed's component, styled by the feed's stylesheet.
    const formClass = html.match(/<form role="search" aria-label="Filter news" class="([^"]+)"/)?.[1];
    expect(formClass).toBeTruthy();
    expect(inlineStyles(html).join('')).toContain(`.${formClass}{`);
  });

  it('a page with a carousel block names the carousel’s script, and no feed’s', async () => {
    const html = (await app.inject({ method: 'GET', url: '/guests-visits' })).body;
    const scripts = starterScripts(html);
    expect(scripts).toContain('carousel.block');
    expect(scripts.filter((name) => name?.endsWith('.feed'))).toEqual([]);
  });

  it('an information page names the script of each kind of block it shows, and of no other', async () => {
    const blockScripts = async (url: string) =>
      starterScripts((await app.inject({ method: 'GET', url })).body).filter((name) => name?.endsWith('.block'));
    expect(await blockScripts('/FAQ')).toEqual(['faq.block']);
    expect((await blockScripts('/inter-house')).sort()).toEqual(['list.block', 'photos.block', 'table.block']);
    // The photos of the parent guide are in its second tab, which a visitor opens without another visit.
    expect(await blockScripts('/parent-guidline')).toEqual(['photos.block']);
    expect(await blockScripts('/our-school')).toEqual([]);
  });

  // Without the rule inline, the first layout took in all nine screens of bands, and the stylesheet's arrival laid
  // them out again (docs/performance.md, eleventh slice).
  it('the home page skips its bands out of sight from its first layout: their rule is in its inline CSS', async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    const bandClass = html.match(/<section class="([^" ]+)" aria-labelledby="home-achievements"/)?.[1];
    expect(bandClass).toBeTruthy();
    expect(inlineStyles(html).join('')).toContain(
      `:root:not([${restoresScrollAttribute}]) .${bandClass}{content-visibility:auto;`,
    );
  });

  it('an information page draws its blocks styled before its stylesheets arrive', async () => {
    const html = (await app.inject({ method: 'GET', url: '/FAQ' })).body;
    const questionClass = html.match(/<h2 class="([^"]+)">How do I apply for admission\?<\/h2>/)?.[1];
    expect(questionClass).toBeTruthy();
    expect(inlineStyles(html).join('')).toContain(`.${questionClass}`);
  });
});
