/**
 * Spec section 9's breakpoints, in the browser: the home photo slider shows 2 albums at exactly 992 px, 3 at 993–1024 px moving 3 at
 * a time, and 1 at 767 px starting at the second album; the achievements
 * carousel shows 2 at exactly 767 px. Shown slides are the ones not inert
 * (carousel-inert.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { carousel } from './support/carousels';
import { openHomeBehindAnnouncements } from './support/home-page';

async function openHomeAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await openHomeBehindAnnouncements(page);
}

/** The labels ("n of total") of a carousel's shown slides, once it is on screen and Embla has measured them. */
async function shownSlides(page: Page, name: string): Promise<string[]> {
  const region = carousel(page, name);
  await region.scrollIntoViewIfNeeded();
  const slides = region.locator('[aria-roledescription="slide"]');
  // Measured: no slide still carries the first HTML's guess of where it is out of sight (carousel.tsx).
  await expect.poll(() => slides.and(page.locator('[data-out-of-sight]')).count()).toBe(0);
  await expect.poll(() => slides.and(page.locator('[inert]')).count()).toBeGreaterThan(0);
  return slides.and(page.locator(':not([inert])')).evaluateAll((all) => all.map((slide) => slide.ariaLabel ?? ''));
}

test('the photo slider shows 2 albums at exactly 992 px', async ({ page }) => {
  await openHomeAt(page, 992);
  expect(await shownSlides(page, 'Special Moments')).toHaveLength(2);
});

test('the photo slider shows 3 albums at 1000 px and moves 3 at a time', async ({ page }) => {
  // Standing still (no autoplay), so that only the arrow key moves it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHomeAt(page, 1000);
  const first = await shownSlides(page, 'Special Moments');
  expect(first).toHaveLength(3);
  expect(first[0]).toMatch(/^1 of /);
  await carousel(page, 'Special Moments').locator('[aria-roledescription="slide"]:not([inert]) a').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await shownSlides(page, 'Special Moments'))[0]).toMatch(/^4 of /);
});

test('the photo slider starts at the second album on a 767 px screen', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHomeAt(page, 767);
  // The carousel jumps to the second album just after Embla has first measured it at the first.
  await expect.poll(() => shownSlides(page, 'Special Moments')).toEqual([expect.stringMatching(/^2 of /)]);
});

test('the achievements carousel shows 2 at exactly 767 px', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHomeAt(page, 767);
  expect(await shownSlides(page, 'Achievements')).toHaveLength(2);
});
