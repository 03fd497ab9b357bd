/**
 * On a slow phone the formatted-text editor's code arrives after the edit screen: a plain text box stands in for
 * it until then. Someone who types into it meanwhile keeps every letter, goes on typing in the editor once it
 * takes the box's place, and the form is not sent by itself.
 */
import { expect, test } from '@playwright/test';
import { richText, signInAs } from '../../web/e2e/support/console';
import { gotoHydrated } from '../../web/e2e/support/hydration';
import { phone } from '../../web/e2e/support/viewports';

test.use({ viewport: phone });

test('typing into Description before its editor has loaded keeps every letter, and nothing is sent', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  // The editor's code arrives 2 s late, as on a slow connection.
  await page.route('**/admin/assets/rich-text-editor-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.url());
  });

  await gotoHydrated(page, '/admin/news/new');
  await page.getByLabel('Title', { exact: true }).fill('Sports day');
  const typed = 'The whole school runs on the field this Friday, houses in their colours.';
  await page.getByLabel('Description', { exact: true }).click();
  // Typing goes on for longer than the editor takes to arrive.
  await page.keyboard.type(typed, { delay: 60 });

  const editor = richText(page, 'Description');
  await expect(editor).toHaveText(typed);
  await expect(editor).toBeFocused();
  await page.keyboard.type(' Bring water.');
  await expect(editor).toHaveText(`${typed} Bring water.`);
  expect(sent, 'the form was not sent').toEqual([]);
  await expect(page).toHaveURL(/\/admin\/news\/new$/);
  await expect(page.getByRole('alert')).toHaveText('');
});
