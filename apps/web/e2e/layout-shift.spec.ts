import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { desktop, phone } from './support/viewports';
import { withMotion } from './support/motion';

// Shifts as most visitors see the page: with its ticker moving.
test.use(withMotion);

/**
 * Nothing in the header moves from the first frame on, even when the browser draws the page half read.
 *
 * On a slow network the HTML arrives in pieces and Chromium draws what it has. The main menu's groups are a
 * `space-between` row, so a frame drawn with only some groups read put them far apart, and each later group
 * pulled them back (up to 0.019 at 1280 px, 400 kbit/s and 4× CPU; docs/performance.md). Which piece ends where
 * depends on the machine, so here the page is served through a small proxy that stops twice inside the header
 * (in the menu's groups, then in the highlights ticker) and lets the browser draw before sending the rest: at the
 * first stop it waits until the page reports its first contentful paint, so a busy machine cannot skip the frame.
 * Shifts are counted from navigation (a buffered observer set up before the page's first byte).
 */
const pause = 400;

/** Where the proxy stops: before the third group of the main menu, and before the ticker's loop copy. */
function cuts(html: string): number[] {
  const menu = html.indexOf('aria-label="Main"');
  let group = menu;
  for (let seen = 0; seen < 3 && group >= 0; seen++) group = html.indexOf('aria-expanded=', group + 1);
  const beforeThirdGroup = html.lastIndexOf('<li', group);
  const loopCopy = html.indexOf(' inert=""', html.indexOf('aria-label="Highlights"'));
  const beforeLoopCopy = html.lastIndexOf('<ul', loopCopy);
  expect(menu, 'the page has its main menu').toBeGreaterThan(0);
  expect(beforeThirdGroup, 'the main menu has a third group').toBeGreaterThan(menu);
  expect(beforeLoopCopy, 'the ticker has its loop copy after the menu').toBeGreaterThan(beforeThirdGroup);
  return [beforeThirdGroup, beforeLoopCopy];
}

let proxy: Server;
let proxyURL = '';
/** Settles when the page in the browser has drawn its first text; each test sets it before it opens the page. */
let firstPaint: Promise<void> = Promise.resolve();
const firstPaintWait = 10_000;

test.beforeAll(async ({ baseURL }) => {
  proxy = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
        headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
        redirect: 'manual',
      });
      const headers = [...upstream.headers].filter(
        ([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name),
      );
      response.writeHead(upstream.status, Object.fromEntries(headers));
      const body = Buffer.from(await upstream.arrayBuffer());
      if (request.url !== '/' || !upstream.headers.get('content-type')?.includes('text/html')) {
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      let sent = 0;
      for (const [index, cut] of cuts(html).entries()) {
        response.write(html.slice(sent, cut));
        sent = cut;
        if (index === 0)
          await Promise.race([firstPaint, new Promise((resolve) => setTimeout(resolve, firstPaintWait))]);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
      response.end(html.slice(sent));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyURL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

for (const viewport of [phone, desktop]) {
  test(`at ${viewport.width} px, the home page's header does not move while its HTML arrives in pieces`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    let painted = () => {};
    firstPaint = new Promise((resolve) => (painted = resolve));
    await page.exposeFunction('reportFirstPaint', () => painted());
    await page.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        void (window as unknown as { reportFirstPaint: () => Promise<void> }).reportFirstPaint();
      }).observe({ type: 'paint', buffered: true });
      // Each shift with when it happened and what moved where, so a failure names it.
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as {
            value: number;
            sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          const moved = (shift.sources ?? []).map(({ node, previousRect, currentRect }) => {
            const name =
              node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
            return `${name} ${Math.round(previousRect.x)},${Math.round(previousRect.y)} → ${Math.round(currentRect.x)},${Math.round(currentRect.y)}`;
          });
          shifts.push(`${shift.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto(proxyURL);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    const { shifts, paintedHalfRead } = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        shifts: (window as unknown as { shifts: string[] }).shifts,
        // The condition this test is about: a frame was drawn before the last of the HTML had arrived.
        paintedHalfRead: paint !== undefined && paint.startTime < navigation.responseEnd,
      };
    });
    expect(paintedHalfRead, 'the browser should draw the page before the rest of its HTML arrives').toBe(true);
    expect(shifts).toEqual([]);
  });
}
