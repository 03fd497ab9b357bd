/**
 * A page's text kept from the console against `npm start`: a publisher opens Computer Lab from Pages, adds a
 * sentence, moves the page's photos up above its last heading with the toolbar, and publishes; a visitor's page then
 * shows both. The edit is undone the same way at the end (the text stored is then the demo's again), and no other
 * spec reads this page's words.
 */
import { expect, test, type Page } from '@playwright/test';
import { richText, signInAs, visitorPage } from '../../web/e2e/support/console';

/** A paragraph typed at the very start of the text, before its first words. */
const added = 'Every class has its own lab period each week.';
const firstWords = 'Our computer labs prepare students';

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting for Text' });

/** Presses a button of the toolbar as many times as asked. */
async function press(page: Page, name: string, times = 1) {
  for (let n = 0; n < times; n += 1) await toolbar(page).getByRole('button', { name, exact: true }).click();
}

/** Publish now, then waits for the edit screen drawn again with the editor in place of the plain text box. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status')).toHaveText('Published. The site shows it from now on.');
  await expect(toolbar(page)).toBeVisible();
}

/** Whether the page's photos come before its last heading, as a visitor reads the page. */
async function photosBeforeSafeUse(visitor: Page): Promise<boolean> {
  const main = visitor.getByRole('main');
  const heading = main.getByRole('heading', { name: 'Safe and responsible use' });
  const photos = main.locator('img').first();
  return (await photos.boundingBox())!.y < (await heading.boundingBox())!.y;
}

test('a page’s text edited in the console, a block moved up, is what visitors read once published', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'publisher');
  await page.goto('/admin/pages');
  await page.getByRole('region', { name: 'Infrastructure' }).getByRole('link', { name: 'Computer Lab' }).click();
  const text = richText(page, 'Text');
  await expect(toolbar(page)).toBeVisible();
  const visitor = await visitorPage(browser);
  try {
    await text.getByText(firstWords).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type(added);
    await page.keyboard.press('Enter');
    // The photos are one piece: selected, they move above the paragraph and the heading before them.
    await text.locator('[data-block="photos"]').click();
    await expect(toolbar(page).getByRole('button', { name: /^Remove block/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await press(page, 'Move up', 2);
    await publish(page);

    await visitor.goto('/computer-lab');
    await expect(visitor.getByRole('main').getByText(added, { exact: true })).toBeVisible();
    expect(await photosBeforeSafeUse(visitor)).toBe(true);
  } finally {
    await text.locator('[data-block="photos"]').click();
    await press(page, 'Move down', 2);
    // Its words, then the empty paragraph they leave.
    // Selected with the keys, as the editor reads them: a selection made from outside may not reach it in time.
    await text.getByText(added, { exact: true }).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.press('Delete');
    await page.keyboard.press('Delete');
    await publish(page);
    await visitor.goto('/computer-lab');
    await expect(visitor.getByRole('main')).not.toContainText(added);
    await expect(visitor.getByRole('main').getByRole('paragraph').first()).toHaveText(new RegExp(`^${firstWords}`));
    expect(await photosBeforeSafeUse(visitor)).toBe(false);
    await visitor.context().close();
  }
});
