/**
 * The carousels of spec sections 4 and 9, on the home page's banner (four
 * slides, 5000 ms): it advances by itself, wraps, answers the arrow keys and a
 * swipe, pauses while hovered, and stands still for a visitor who prefers
 * reduced motion. The dots mark the current slide with aria-current.
 */
import { expect, test, type Page } from '@playwright/test';
import { carouselSettings } from '@school/shared/carousel-settings';
import { gotoHydrated } from './support/hydration';

const banner = (page: Page) => page.getByRole('region', { name: 'Highlights of school life' });
const currentDot = (page: Page) => banner(page).locator('[aria-current="true"]');
const bannerDelay = carouselSettings.banner.autoplayMs;

async function openHome(page: Page) {
  await gotoHydrated(page, '/');
  // The announcements open over the home page first; close them to reach the banner.
  const announcements = page.getByRole('dialog');
  if (await announcements.isVisible()) await page.keyboard.press('Escape');
  await expect(announcements).toBeHidden();
  await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
}

test('the banner advances by itself', async ({ page }) => {
  await openHome(page);
  await expect(currentDot(page)).toHaveAccessibleName('Go to slide 2', { timeout: bannerDelay + 3_000 });
});

test('the arrows and arrow keys move it, and it wraps from the first slide to the last', async ({ page }) => {
  await openHome(page);
  await banner(page).getByRole('button', { name: 'Previous slide: Highlights of school life' }).click();
  await expect(currentDot(page)).toHaveAccessibleName('Go to slide 4');
  // Focus stays on the arrow, inside the carousel, so the keys reach it (and autoplay waits while it has focus).
  await page.keyboard.press('ArrowRight');
  await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
  await page.keyboard.press('ArrowRight');
  await expect(currentDot(page)).toHaveAccessibleName('Go to slide 2');
});

test('a swipe moves to the next slide', async ({ page }) => {
  await openHome(page);
  const box = await banner(page).boundingBox();
  if (!box) throw new Error('the banner has no box');
  const y = box.y + box.height / 3;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(currentDot(page)).toHaveAccessibleName('Go to slide 2');
});

test('it pauses while the pointer is over it', async ({ page }) => {
  await openHome(page);
  await banner(page).hover();
  // Whichever slide shows once the pointer is over it (the page may have been slow to open) stays.
  const hovered = await currentDot(page).getAttribute('aria-label');
  await page.waitForTimeout(bannerDelay + 1_500);
  await expect(currentDot(page)).toHaveAccessibleName(hovered ?? '');
});

test.describe('for a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('it does not move by itself', async ({ page }) => {
    await openHome(page);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(bannerDelay + 1_500);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
  });
});
