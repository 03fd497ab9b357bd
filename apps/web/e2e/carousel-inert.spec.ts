/**
 * Only what is visible can be focused. In every carousel
 * of the home page, a slide out of sight is inert, so the photo slider's album
 * links take as many Tab stops as there are albums on show (it had 40, one per
 * link, hidden ones included); (the tickers' loop copies are inert
 * too, see ticker.test.tsx). When
 * the arrow keys move the slide holding focus out of sight, focus follows to
 * a shown slide instead of falling to the page.
 */
import { expect, test } from '@playwright/test';
import { carousel, scrollPastEveryCarousel } from './support/carousels';
import { openHomeBehindAnnouncements } from './support/home-page';
import { desktop, phone } from './support/viewports';

// Standing still (no autoplay), so that what is on show is what the test last moved to.
test.use({ reducedMotion: 'reduce' });

/** Runs in the page. For each carousel: its slides, whether each is inert, and how much of each its viewport shows. */
function slidesAndReach() {
  const carousels = Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]')).map(
    (carousel) => {
      const slides = Array.from(carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
      const viewport = slides[0]?.parentElement?.parentElement?.getBoundingClientRect();
      return {
        label: carousel.getAttribute('aria-label'),
        slides: slides.map((slide) => {
          const box = slide.getBoundingClientRect();
          const seen = viewport
            ? Math.max(0, Math.min(box.right, viewport.right) - Math.max(box.left, viewport.left))
            : 0;
          return {
            inert: slide.inert || Boolean(slide.closest('[inert]')),
            shownShare: box.width ? seen / box.width : 0,
          };
        }),
      };
    },
  );
  return carousels;
}

for (const [name, viewport] of [
  ['phone', phone],
  ['wide screen', desktop],
] as const) {
  test(`on a ${name}, slides out of sight are inert and the ones on show are not`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHomeBehindAnnouncements(page);
    await scrollPastEveryCarousel(page);
    // Embla measures the slides once each carousel has come near the screen, so the last may still be at it.
    const mismatches = async () => {
      const carousels = await page.evaluate(slidesAndReach);
      expect(carousels.length).toBeGreaterThan(3);
      return carousels.flatMap((carousel) =>
        carousel.slides.flatMap((slide, index) => {
          const where = `${carousel.label}, slide ${index + 1}`;
          if (slide.shownShare >= 0.99 && slide.inert) return [`${where} is on show but inert`];
          if (slide.shownShare <= 0.01 && !slide.inert) return [`${where} is out of sight but not inert`];
          return [];
        }),
      );
    };
    await expect.poll(mismatches).toEqual([]);
  });
}

test('the photo slider takes one Tab stop per album on show, not one per album', async ({ page }) => {
  await page.setViewportSize(desktop);
  await openHomeBehindAnnouncements(page);
  const slider = carousel(page, 'Special Moments');
  await slider.scrollIntoViewIfNeeded();
  const links = slider.locator('[aria-roledescription="slide"] a');
  expect(await links.count()).toBeGreaterThan(3);
  await expect
    .poll(() => slider.locator('[aria-roledescription="slide"]:not([inert]) a').count())
    .toBeLessThan(await links.count());
  const onShow = await slider.locator('[aria-roledescription="slide"]:not([inert]) a').count();

  await slider.locator('[aria-roledescription="slide"]:not([inert]) a').first().focus();
  let stops = 1;
  for (;;) {
    await page.keyboard.press('Tab');
    const inSlides = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('[aria-roledescription="slide"]')),
    );
    if (!inSlides) break;
    stops += 1;
  }
  expect(stops).toBe(onShow);
});

test('when an arrow key moves the focused slide out of sight, focus follows to a slide on show', async ({ page }) => {
  await page.setViewportSize(desktop);
  await openHomeBehindAnnouncements(page);
  const slider = carousel(page, 'Special Moments');
  await slider.scrollIntoViewIfNeeded();
  await expect.poll(() => slider.locator('[aria-roledescription="slide"][inert]').count()).toBeGreaterThan(0);
  await slider.locator('[aria-roledescription="slide"]:not([inert]) a').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const slide = document.activeElement?.closest<HTMLElement>('[aria-roledescription="slide"]');
        return slide ? !slide.inert : false;
      }),
    )
    .toBe(true);
});

test('a carousel further down the page measures its slides only once it comes near the screen', async ({ page }) => {
  await page.setViewportSize(phone);
  await openHomeBehindAnnouncements(page);
  const achievements = carousel(page, 'Achievements');
  const inertSlides = achievements.locator('[aria-roledescription="slide"][inert]');
  // Far below the first screen, its slides are all reachable as the server drew them, and Embla has not started.
  await page.waitForTimeout(500);
  await expect(inertSlides).toHaveCount(0);

  await achievements.scrollIntoViewIfNeeded();
  await expect.poll(() => inertSlides.count()).toBeGreaterThan(0);
});
