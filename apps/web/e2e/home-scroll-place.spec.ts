/**
 * The home page draws its bands out of sight only when the visitor nears them (content-visibility), standing in
 * with a guessed height until then. A visitor who comes back to it, by Back from another page or by a reload, must
 * still land where they were, not in another band.
 */
import { expect, test, type Page } from '@playwright/test';
import { openHomeBehindAnnouncements } from './support/home-page';
import { phone } from './support/viewports';

test.use({ viewport: phone });

const heading = (page: Page) => page.getByRole('heading', { name: 'Special Moments' });
const headingTop = async (page: Page) => Math.round((await heading(page).boundingBox())?.y ?? NaN);

async function scrollToSpecialMoments(page: Page): Promise<number> {
  await openHomeBehindAnnouncements(page);
  await heading(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // The bands above it have been drawn as it was scrolled to; where it is now is where the visitor is.
  await page.waitForTimeout(300);
  return headingTop(page);
}

test('Back from another page of the site lands where the visitor was', async ({ page }) => {
  const before = await scrollToSpecialMoments(page);
  await page.getByRole('link', { name: 'View All Special Moments' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => headingTop(page)).toBe(before);
});

test('a reload lands where the visitor was', async ({ page }) => {
  const before = await scrollToSpecialMoments(page);
  await page.reload();
  await expect.poll(() => headingTop(page)).toBe(before);
});
