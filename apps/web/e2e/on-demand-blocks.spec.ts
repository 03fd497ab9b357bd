import { expect, test, type Page } from '@playwright/test';
import { openHomeBehindAnnouncements } from './support/home-page';
import { gotoHydrated } from './support/hydration';
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
