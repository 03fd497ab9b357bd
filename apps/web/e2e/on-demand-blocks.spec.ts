import { expect, test, type Page } from '@playwright/test';
import { messages } from '@school/shared/messages';
import { openHomeBehindAnnouncements } from './support/home-page';
import { gotoHydrated, waitForHydration } from './support/hydration';
import { expectSameDocument, markDocument } from './support/same-document';

/**
 * A block with a script of its own (a live feed, a carousel) is a chunk of its own, which only the pages that show
 * it load; the page's HTML names its scripts and stylesheets (apps/web/build-plugins/block-assets.ts).
 */

/** The scripts a page asks for, by file name without the hash: `news.feed`, `carousel`. */
function scriptsAskedFor(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.match(/^\/assets\/(.+)-[\w-]{8}\.js$/)?.[1];
    if (file) names.push(file);
  });
  return names;
}

/** The border of the first news item, which only the news feed's stylesheet gives it. */
const firstItemBorder = (page: Page) =>
  page
    .locator('main article')
    .first()
    .evaluate((item) => getComputedStyle(item).borderLeftWidth);

test('/news loads the news feed’s script and no other feed’s, nor a carousel’s', async ({ page }) => {
  const scripts = scriptsAskedFor(page);
  await gotoHydrated(page, '/news');
  await expect(page.getByRole('searchbox', { name: 'Search by title' })).toBeVisible();
  await expect.poll(() => scripts).toContain('news.feed');
  expect(scripts.filter((name) => name.endsWith('.feed'))).toEqual(['news.feed']);
  expect(scripts.filter((name) => name.includes('carousel'))).toEqual([]);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('/news draws its list with the feed’s own styles', async ({ page }) => {
    await page.goto('/news');
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await firstItemBorder(page)).toBe('4px');
  });
});

test('a visit from the home page draws the news list with the page, never the page without it', async ({ page }) => {
  await openHomeBehindAnnouncements(page);
  await markDocument(page);
  // Each time the news page's heading is in the document, is its list there too?
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { listWithHeading: boolean[] }).listWithHeading = seen;
    new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (heading?.textContent === 'News') seen.push(document.querySelector('main article') !== null);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('link', { name: 'Read the news' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expectSameDocument(page);
  expect(await firstItemBorder(page)).toBe('4px');
  const seen = await page.evaluate(() => (window as unknown as { listWithHeading: boolean[] }).listWithHeading);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen).not.toContain(false);
});

test('a block’s stylesheet stays when its page is left, so a later page with the block is styled at once', async ({
  page,
}) => {
  await gotoHydrated(page, '/news');
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expectSameDocument(page);
  expect(await page.locator('link[rel="stylesheet"][href^="/assets/news-"]').count()).toBeGreaterThan(0);
});

test('a photo pressed before the scripts arrive opens the viewer once they have taken over the page', async ({
  page,
}) => {
  await page.goto('/gallery');
  const album = await page.locator('a[href^="/sub-gallery?id="]').first().getAttribute('href');
  expect(album).toBeTruthy();

  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(album!);
  // The album's photos are drawn by its feed, a chunk of its own: the press is held until the feed has hydrated too.
  await page
    .getByRole('button', { name: /^View photo/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();

  releaseScripts();
  await waitForHydration(page);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a page whose block’s script cannot be loaded stays as the server drew it, not an error page', async ({
  page,
}) => {
  await page.goto('/gallery');
  const album = await page.locator('a[href^="/sub-gallery?id="]').first().getAttribute('href');
  let asked = 0;
  await page.route('**/assets/album.feed-*.js', (route) => {
    asked += 1;
    return route.abort();
  });
  const keptAsDrawn = page.waitForEvent('console', (message) =>
    message.text().startsWith('The page stays as it was drawn'),
  );

  await page.goto(album!);
  await keptAsDrawn;
  await expect(page.getByRole('heading', { name: messages.unexpectedError })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^View photo/ }).first()).toBeVisible();
  // Asked for by the starter's preload and by the import, not again with every retry of the render.
  expect(asked).toBeLessThanOrEqual(2);
});
