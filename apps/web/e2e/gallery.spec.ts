import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/**
 * The photo gallery and its image viewer (spec sections 2, 4, 5 and 9), on the
 * demo data: /gallery opens on the Junior tab and the newest year, which the
 * demo seeds with albums of six photos each; a card leads to its album at
 * /sub-gallery?id=..., and each photo opens the viewer, which wraps around and
 * answers the arrow keys and Escape.
 */

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Image viewer' });
/** The slide on show: the viewer marks it `yarl__slide_current` and labels it "n of total". */
const currentSlide = (page: Page) => viewer(page).locator('.yarl__slide_current');
const albumCards = (page: Page) => page.getByRole('tabpanel').getByRole('link');

async function expectSlide(slide: Locator, position: number, total: number) {
  await expect(slide).toHaveAttribute('aria-label', `${position} of ${total}`);
  // The album photos' alt text ends with their place in the album (feeds.server.ts).
  await expect(slide.getByRole('img')).toHaveAttribute('alt', new RegExp(`photo ${position} of ${total}$`));
}

/** Opens /gallery, follows the first album card and returns the album's photo count. */
async function openFirstAlbum(page: Page): Promise<number> {
  await gotoHydrated(page, '/gallery');
  await expect(page.getByRole('tab', { name: 'Junior' })).toHaveAttribute('aria-selected', 'true');
  const card = albumCards(page).first();
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', /^\/sub-gallery\?id=.+/);
  const href = await card.getAttribute('href');

  await card.click();

  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.getByRole('link', { name: 'Back to Gallery' })).toBeVisible();
  const total = page.getByRole('listitem').filter({ hasText: /^Total Photos:/ });
  await expect(total).toHaveText(/^Total Photos: \d+$/);
  const count = Number((await total.textContent())?.replace(/\D+/g, ''));
  expect(count, 'a demo album has photos to open').toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('button', { name: /^View photo/ })).toHaveCount(count);
  return count;
}

test.describe('photo gallery', () => {
  test('an album card leads to its photos; the viewer opens, wraps around with the arrow keys and closes on Escape', async ({
    page,
  }) => {
    const total = await openFirstAlbum(page);
    const firstPhoto = page.getByRole('button', { name: /^View photo/ }).first();

    await firstPhoto.click();

    await expect(viewer(page)).toBeVisible();
    await expectSlide(currentSlide(page), 1, total);

    await page.keyboard.press('ArrowRight');
    await expectSlide(currentSlide(page), 2, total);

    await page.keyboard.press('ArrowLeft');
    await expectSlide(currentSlide(page), 1, total);

    // Previous from the first photo wraps around to the last.
    await page.keyboard.press('ArrowLeft');
    await expectSlide(currentSlide(page), total, total);

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    // Focus returns to the photo that opened the viewer.
    await expect(firstPhoto).toBeFocused();
  });

  test('the viewer has its slideshow, zoom, thumbnails and close controls', async ({ page }) => {
    await openFirstAlbum(page);
    await page
      .getByRole('button', { name: /^View photo/ })
      .nth(1)
      .click();

    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    for (const name of ['Play', 'Zoom in', 'Zoom out', 'Hide thumbnails', 'Close', 'Previous', 'Next']) {
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    }
    // Zoom works once the photo has loaded and been measured.
    await expect(dialog.getByRole('button', { name: 'Zoom in', exact: true })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Zoom out', exact: true })).toBeEnabled();

    await dialog.getByRole('button', { name: 'Hide thumbnails', exact: true }).click();
    await expect(dialog.getByRole('navigation', { name: 'Thumbnails' })).toBeHidden();

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('the viewer’s code is fetched only when a photo is opened', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await openFirstAlbum(page);
    const viewerCode = () => fetched.filter((url) => /lightbox-view[^/]*\.js/.test(url));
    expect(viewerCode(), 'the album page loads without the viewer').toEqual([]);

    await page
      .getByRole('button', { name: /^View photo/ })
      .first()
      .click();

    await expect(viewer(page)).toBeVisible();
    expect(viewerCode().length, 'opening a photo fetches the viewer').toBeGreaterThan(0);
  });
});

test('a photo on an information page opens the viewer too, and Escape closes it', async ({ page }) => {
  await gotoHydrated(page, '/faculty');
  const photos = page.getByRole('main').getByRole('button', { name: /^View photo/ });
  const count = await photos.count();
  expect(count, 'the faculty page has a photo group').toBeGreaterThan(1);
  await photos.first().click();
  await expect(viewer(page)).toBeVisible();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${count}`);
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  await expect(photos.first()).toBeFocused();
});
