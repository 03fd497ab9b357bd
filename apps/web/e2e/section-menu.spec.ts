/**
 * On a phone the answer comes first. Below 992 px the
 * section's side menu is a closed "In this section" disclosure under the
 * heading, so the page's own text starts within the first screen; it opens
 * from the keyboard. On a wide screen the menu stays open beside the content,
 * with no summary to press, and screen readers still find its links.
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { desktop, phone } from './support/viewports';

const path = '/admission-process';
const sectionMenu = 'Admissions pages';

test('on a phone the section menu is a closed disclosure and the content starts on the first screen', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await gotoHydrated(page, path);
  const menu = page.getByRole('navigation', { name: sectionMenu });
  const summary = page.locator('main summary', { hasText: 'In this section' });

  await expect(summary).toBeVisible();
  await expect(menu.getByRole('link', { name: 'FAQs' })).toBeHidden();
  const firstParagraph = page.locator('main p').first();
  const top = (await firstParagraph.boundingBox())!.y;
  expect(top, 'the first paragraph starts on the first screen').toBeLessThan(phone.height - 100);

  // From the keyboard: the summary is the first stop in the main content, and Enter opens it.
  await page.locator('#main').focus();
  await page.keyboard.press('Tab');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'FAQs' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Streams Offered' })).toBeFocused();

  // Another page of the section starts with the menu closed again.
  await menu.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/FAQ$/);
  await expect(page.getByRole('navigation', { name: sectionMenu }).getByRole('link', { name: 'FAQs' })).toBeHidden();
});

test('on a wide screen the section menu is open beside the content, with no summary', async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, path);
  const menu = page.getByRole('navigation', { name: sectionMenu });
  await expect(page.locator('main summary')).toBeHidden();
  await expect(menu.getByRole('link', { name: 'FAQs' })).toBeVisible();
  const menuBox = (await menu.boundingBox())!;
  const paragraphBox = (await page.locator('main p').first().boundingBox())!;
  expect(menuBox.x, 'the menu is to the right of the content').toBeGreaterThan(paragraphBox.x + paragraphBox.width);
  expect(Math.abs(menuBox.y - paragraphBox.y), 'and level with its start').toBeLessThan(40);

  // The browser's own accessibility tree (what a screen reader reads) has its links.
  const devtools = await page.context().newCDPSession(page);
  const { nodes } = (await devtools.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string }; ignored: boolean }[];
  };
  const link = nodes.find((node) => node.role?.value === 'link' && node.name?.value === 'Streams Offered');
  expect(link?.ignored).toBe(false);
});
