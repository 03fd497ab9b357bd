import type { Page } from '@playwright/test';

/** A carousel by its exact name; the home page's section around it may have the same name. */
export const carousel = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).and(page.locator('[aria-roledescription="carousel"]'));

/**
 * Brings each carousel of the page near the screen in turn, as a visitor scrolling down does, then goes back to the
 * top: a carousel starts moving and measuring its slides only then (use-near-viewport.ts).
 */
export async function scrollPastEveryCarousel(page: Page): Promise<void> {
  for (const carousel of await page.locator('[aria-roledescription="carousel"]').all()) {
    await carousel.scrollIntoViewIfNeeded();
    // The browser tells the carousel it is in view at its next frames; scrolling on at once would flick past it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
