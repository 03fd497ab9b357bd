import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

/** Opens the home page and closes the announcements, which open over it by themselves. */
export async function openHomeBehindAnnouncements(page: Page): Promise<void> {
  await gotoHydrated(page, '/');
  const announcements = page.getByRole('dialog');
  if (await announcements.isVisible()) await page.keyboard.press('Escape');
  await expect(announcements).toBeHidden();
}

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
