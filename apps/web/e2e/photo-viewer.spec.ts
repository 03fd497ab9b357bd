/**
 * The photo viewer hides the page. Its backdrop is
 * opaque, so no text or button of the album shows through, and its arrows
 * and toolbar buttons have their own dark backing, so their white icons keep
 * 3:1 contrast over any photo, a white one included. Its magnifier (spec
 * section 2) shows the part of the photo under the pointer, enlarged, and
 * leaves the arrow keys and Escape as they were.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { desktop } from './support/viewports';

test.use({ viewport: desktop });

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Image viewer' });

async function openFirstPhoto(page: Page) {
  await gotoHydrated(page, '/faculty');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^View photo/ })
    .first()
    .click();
  await expect(viewer(page)).toBeVisible();
  // The photo has loaded once Zoom in can be used.
  await expect(viewer(page).getByRole('button', { name: 'Zoom in', exact: true })).toBeEnabled();
}

/** Runs in the page. WCAG's contrast ratio of two sRGB colours given as [r, g, b] in 0–255. */
function contrast(a: number[], b: number[]): number {
  const luminance = ([r, g, bl]: number[]) => {
    const [R, G, B] = [r!, g!, bl!].map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the backdrop is opaque', async ({ page }) => {
  await openFirstPhoto(page);
  const backdrop = await page
    .locator('.yarl__container')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(backdrop).toBe('rgb(0, 0, 0)');
  await expect(page.locator('.yarl__portal')).toHaveCSS('opacity', '1');
});

test('every arrow and toolbar button keeps 3:1 contrast over a white photo', async ({ page }) => {
  await openFirstPhoto(page);
  const buttons = await viewer(page)
    .locator('.yarl__button:not(:disabled)')
    .evaluateAll((all) =>
      all.map((button) => {
        const style = getComputedStyle(button);
        const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
        return {
          name: button.getAttribute('aria-label'),
          icon: channels(style.color),
          backing: channels(style.backgroundColor),
        };
      }),
    );
  expect(buttons.map((button) => button.name)).toEqual(
    expect.arrayContaining(['Previous', 'Next', 'Close', 'Zoom in', 'Magnifier']),
  );
  for (const { name, icon, backing } of buttons) {
    const [r = 0, g = 0, b = 0, alpha = 1] = backing;
    // The backing laid over a white photo, and the icon laid over that.
    const overWhite = [r, g, b].map((channel) => channel * alpha + 255 * (1 - alpha));
    const [ir = 0, ig = 0, ib = 0, iconAlpha = 1] = icon;
    const iconOnBacking = [ir, ig, ib].map(
      (channel, index) => channel * iconAlpha + overWhite[index]! * (1 - iconAlpha),
    );
    expect(contrast(iconOnBacking, overWhite), `${name}: icon against its backing over white`).toBeGreaterThanOrEqual(
      3,
    );
  }
});

test('the magnifier shows the photo under the pointer, enlarged, and the keys still work', async ({ page }) => {
  await openFirstPhoto(page);
  const magnifier = viewer(page).getByRole('button', { name: 'Magnifier', exact: true });
  await expect(magnifier).toHaveAttribute('aria-pressed', 'false');
  await magnifier.click();
  await expect(magnifier).toHaveAttribute('aria-pressed', 'true');

  const photo = viewer(page).locator('.yarl__slide_current img');
  const box = (await photo.boundingBox())!;
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 4);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const loupe = page.getByTestId('magnifier').locator('[aria-hidden="true"]');
  await expect(loupe).toBeVisible();
  const src = await photo.evaluate((image: HTMLImageElement) => image.currentSrc || image.src);
  const shown = await loupe.evaluate((element) => {
    const style = getComputedStyle(element);
    return { image: style.backgroundImage, size: style.backgroundSize };
  });
  expect(shown.image).toContain(new URL(src).pathname);
  const [shownWidth] = shown.size.split(' ').map((value) => Number.parseFloat(value));
  expect(shownWidth, 'the photo is shown larger than on screen').toBeGreaterThan(box.width * 2);

  // Off the photo the loupe goes away.
  await page.mouse.move(5, box.y + box.height / 2);
  await expect(loupe).toBeHidden();

  // The arrow keys still move between photos, and Escape still closes.
  const first = await viewer(page).locator('.yarl__slide_current').getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  await expect(viewer(page).locator('.yarl__slide_current')).not.toHaveAttribute('aria-label', first!);
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
});
