/**
 * The home page draws its bands out of sight only when the visitor nears them (content-visibility), standing in
 * with a guessed height until then. A visitor who comes back to it, by Back from another page or by a reload, must
 * still land where they were, not in another band.
 */
import { expect, test, type Page } from '@playwright/test';
import { openHomeBehindAnnouncements } from './support/home-page';
import { phone } from './support/viewports';
import { withMotion } from './support/motion';

// As most visitors see the page. For a visitor who prefers reduced motion the header's ticker stands still and wraps
// every highlight onto lines of its own, so it grows when the highlights replace its placeholders after load; a
// reload restored before then lands lower by that growth.
test.use({ viewport: phone, ...withMotion });

const heading = (page: Page) => page.getByRole('heading', { name: 'Special Moments' });
const headingTop = async (page: Page) => Math.round((await heading(page).boundingBox())?.y ?? NaN);

async function scrollToSpecialMoments(page: Page): Promise<number> {
  await openHomeBehindAnnouncements(page);
  // Down the page as a visitor scrolls, half a screen a frame, so each band is drawn as it passes. A jump
  // (scrollIntoView) would leave the bands it skips at their guessed height: that place is not one a visitor who
  // comes back could be shown again, as the page drawn anew has every band at its own height.
  await heading(page).evaluate(async (element) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    while (element.getBoundingClientRect().top > innerHeight / 2) {
      scrollBy(0, innerHeight / 2);
      await nextFrame();
      await nextFrame();
    }
  });
  // Where it is now, once the last bands drawn have settled, is where the visitor is.
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
