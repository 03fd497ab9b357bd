/**
 * Focus lands where the person was. The announcement
 * pop-up opens by itself on load, so closing it sends focus to the start of
 * the main content (not the page's body, from where the next Tab would land in
 * the footer). The photo viewer gives focus back to the photo that opened it,
 * however it is closed. (The mobile menu's Escape is in mobile-menu.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

async function closeAnnouncementsWith(page: Page, how: 'Escape' | 'Close') {
  await gotoHydrated(page, '/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (how === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: 'Close announcements' }).click();
  await expect(dialog).toBeHidden();
}

for (const how of ['Escape', 'Close'] as const) {
  test(`closing the announcement pop-up with ${how} puts focus at the start of the main content`, async ({ page }) => {
    await closeAnnouncementsWith(page, how);
    await expect(page.locator('#main')).toBeFocused();
    // The next Tab goes to the first thing in the main content, not the footer.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
}

test('closing the photo viewer with its Close button gives focus back to the photo', async ({ page }) => {
  await gotoHydrated(page, '/faculty');
  const photo = page
    .getByRole('main')
    .getByRole('button', { name: /^View photo/ })
    .nth(1);
  await photo.click();
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(viewer).toBeHidden();
  await expect(photo).toBeFocused();
});
