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
 * - The scripts React Router preloads only make a page that is already drawn
 *   interactive, so they are fetched at low priority: the pictures on screen go
 *   ahead of them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { htmlPayload } from '../plugins/html-payload';
import { scriptNonce } from '../plugins/script-sources';

const scriptPreload = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

/**
 * Rewrites a page of the site built in `clientDir`, whose stylesheets it links as `/assets/<name>.css`; the
 * script it adds carries `nonce`.
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
  return (html, nonce) => processor.process(html, { nonce }).replace(scriptPreload, '$& fetchpriority="low"');
}

async function firstPaint(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  const rewrite = await firstPaintFirst(clientDir);
  // Registered before the security headers, whose CSP names the nonce the switch was given.
  app.addHook('onSend', async (request, reply, payload) => {
    const html = await htmlPayload(reply, payload);
    return html === undefined ? payload : rewrite(html, scriptNonce(request));
  });
}

export const firstPaintPlugin = fp(firstPaint, { name: 'first-paint' });
