/**
 * What a page's first paint needs comes first. On a phone network every file
 * is another round trip, and the browser's few connections are shared:
 *
 * - Each page carries the CSS its own elements use, inline in its head, and
 *   its stylesheets load without holding up the first paint (beasties). The
 *   site's stylesheets are compiled once at start; each page is then one scan
 *   of its HTML. The deferred links are switched on by beasties' one constant
 *   inline script ("media-script"), which carries the answer's script nonce
 *   (decision 013), so no inline event handler is needed.
 * - The scripts only make a page that is already drawn interactive, so they
 *   start after it has loaded, or at the visitor's first touch (decision 016,
 *   packages/shared/src/scripts-after-load.ts): React Router's module script is
 *   kept as text and its preloads leave the head; an inlined starter, with the
 *   answer's nonce, runs them. The same script first marks a load that will be
 *   scrolled back to a saved place (packages/shared/src/scroll-restoring-load.ts),
 *   where parts drawn only near the screen are drawn whole.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  deferredModuleType,
  hydratedEvent,
  startScriptsAfterLoad,
  starterScriptId,
} from '@school/shared/scripts-after-load';
import { markScrollRestoringLoad, restoresScrollAttribute } from '@school/shared/scroll-restoring-load';
import { htmlPayload } from '../plugins/html-payload';
import { scriptNonce } from '../plugins/script-sources';

/** The site build's script preloads; the console's live under `/admin/assets/` and are left alone. */
const sitePreload = /<link\b(?=[^>]*\brel="modulepreload")(?=[^>]*\bhref="(\/assets\/[^"]+)")[^>]*>/g;
/** React Router's one module script, which imports the page's route modules and hydrates it. */
const moduleScript = /<script\b([^>]*?)\stype="module"/;

function scriptsAfterLoad(html: string, nonce: string | undefined): string {
  // A chunk that a block and some of its page's routes import is named twice (apps/web/build-plugins/block-assets.ts).
  const preloads = Array.from(new Set(Array.from(html.matchAll(sitePreload), (match) => match[1])));
  // A page without the site's scripts (the console's, an error page of our own) is left as it is.
  if (preloads.length === 0 || !moduleScript.test(html) || !html.includes('</head>')) return html;
  const starter =
    `<script id="${starterScriptId}"${nonce === undefined ? '' : ` nonce="${nonce}"`}>` +
    `(${markScrollRestoringLoad.toString()})(${JSON.stringify(restoresScrollAttribute)});` +
    `(${startScriptsAfterLoad.toString()})(${JSON.stringify([preloads, deferredModuleType, hydratedEvent]).slice(1, -1)})` +
    '</script>';
  return html
    .replace(sitePreload, '')
    .replace(moduleScript, `<script$1 type="${deferredModuleType}"`)
    .replace('</head>', () => `${starter}</head>`);
}

/**
 * Rewrites a page of the site built in `clientDir`, whose stylesheets it links as `/assets/<name>.css`; the
 * scripts it adds carry `nonce`.
 */
export async function firstPaintFirst(clientDir: string): Promise<(html: string, nonce?: string) => string> {
  const assets = path.join(clientDir, 'assets');
  const names = (await readdir(assets)).filter((name) => name.endsWith('.css'));
  const sheets = await Promise.all(
    names.map(async (name) =>
      compileSheet(await readFile(path.join(assets, name), 'utf8'), { href: `/assets/${name}` }),
    ),
  );
  const processor = createProcessor(sheets, { preload: 'media-script' });
  return (html, nonce) => scriptsAfterLoad(processor.process(html, { nonce }), nonce);
}

async function firstPaint(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  const rewrite = await firstPaintFirst(clientDir);
  // Registered before the security headers, whose CSP names the nonce the scripts were given.
  app.addHook('onSend', async (request, reply, payload) => {
    const html = await htmlPayload(reply, payload);
    return html === undefined ? payload : rewrite(html, scriptNonce(request));
  });
}

export const firstPaintPlugin = fp(firstPaint, { name: 'first-paint' });
