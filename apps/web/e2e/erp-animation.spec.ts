/**
 * The "School ERP Software"
 * tab of /parent-guidline has animated images. Its illustrations rise into
 * place once when the tab is shown, and not at all for a visitor who prefers
 * reduced motion.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { withMotion } from './support/motion';

// What moves is what these tests watch.
test.use(withMotion);

async function showErpTab(page: Page) {
  await gotoHydrated(page, '/parent-guidline');
  await page.getByRole('tab', { name: 'School ERP Software' }).click();
  const pictures = page.getByRole('region', { name: 'The school ERP at a glance' }).getByRole('listitem');
  await expect(pictures.first()).toBeVisible();
  return pictures;
}

test('the ERP illustrations rise into place when their tab is shown, and then stand still', async ({ page }) => {
  const pictures = await showErpTab(page);
  expect(await pictures.count()).toBe(3);
  const entrances = await pictures.evaluateAll((items) => items.map((item) => item.getAnimations().length));
  expect(entrances, 'each picture has its entrance').toEqual([1, 1, 1]);
  // Under a second in all: nothing keeps moving.
  await expect
    .poll(() =>
      pictures.evaluateAll(
        (items) => items.flatMap((item) => item.getAnimations()).filter((a) => a.playState === 'running').length,
      ),
    )
    .toBe(0);
});

test.describe('for a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the ERP illustrations do not move', async ({ page }) => {
    const pictures = await showErpTab(page);
    expect(await pictures.evaluateAll((items) => items.flatMap((item) => item.getAnimations()).length)).toBe(0);
  });
});
