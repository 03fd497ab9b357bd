/**
 * The staff console's contact inbox against `npm start` and its demo school: a visitor sends a
 * message through /contact-us; the demo office account sees it counted on the start screen, finds it in
 * the inbox marked Unread, opens it (which marks it read), marks it handled with a note, exports the day's
 * messages as CSV, and deletes it again so that other specs and later runs start from the same inbox.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { schoolToday, signInAs, uniqueTitle, visitorPage } from '../../web/e2e/support/console';
import { gotoHydrated } from '../../web/e2e/support/hydration';
import { phone } from '../../web/e2e/support/viewports';

/** Opens a message from the inbox's search, the way staff find one. */
async function openFromInbox(page: Page, marker: string, name: string): Promise<void> {
  await gotoHydrated(page, `/admin/inbox?search=${encodeURIComponent(marker)}`);
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: marker });
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Message from ${name}` })).toBeVisible();
}

test('an office user reads and handles a contact message sent through /contact-us', async ({ page, browser }) => {
  const name = uniqueTitle('Inbox Parent');
  const marker = uniqueTitle('Which bus goes to Kondapur?');

  const visitor = await visitorPage(browser);
  try {
    await gotoHydrated(visitor, '/contact-us');
    const form = visitor.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Email', { exact: true }).fill('inbox.parent@example.org');
    await form.getByLabel('Phone Number', { exact: true }).fill('9876501234');
    await form.getByLabel('Profession', { exact: true }).selectOption('Parent');
    await form.getByLabel('Message', { exact: true }).fill(marker);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for your feedback!');
  } finally {
    await visitor.context().close();
  }

  // Office staff use phones.
  await page.setViewportSize(phone);
  const office = await signInAs(page, 'office');
  const inboxPanel = page.getByRole('region', { name: 'Contact inbox' });
  await expect(inboxPanel).toContainText(/\d+ unread messages?\./);
  await inboxPanel.getByRole('link', { name: 'Open the inbox' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?status=unread$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // Found by its words, and marked Unread.
  await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Unread');

  // Opening it shows it whole and marks it read.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Message from ${name}` })).toBeVisible();
  const details = page.getByRole('region', { name: 'The message' });
  await expect(details).toContainText(marker);
  await expect(details.getByRole('link', { name: 'inbox.parent@example.org' })).toHaveAttribute(
    'href',
    'mailto:inbox.parent@example.org',
  );
  await expect(details).toContainText(`Read by ${office.name}`);

  // Mark as handled asks for a note first.
  await page.getByRole('button', { name: 'Mark as handled', exact: true }).click();
  await expect(page.getByText('Write a short note of what was done')).toBeVisible();
  await page.getByLabel('Note', { exact: true }).fill('Called back: the Kondapur bus route was sent.');
  await page.getByRole('button', { name: 'Mark as handled', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Marked as handled\./ })).toBeVisible();
  await expect(details).toContainText(`Handled by ${office.name}`);
  await expect(details).toContainText('Note: Called back: the Kondapur bus route was sent.');

  // No longer unread: the list says Handled.
  await gotoHydrated(page, `/admin/inbox?status=handled&search=${encodeURIComponent(marker)}`);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: marker })).toContainText('Handled');

  // Today's messages, as a CSV file.
  const today = schoolToday();
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`contact-messages-${today}-to-${today}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFDate,Name,Email,Phone,Profession,Message,Status,Note');
  expect(csv).toContain(`${name},inbox.parent@example.org,9876501234,Parent,${marker},Handled,`);

  // Deleted again, so the inbox is as it was.
  await openFromInbox(page, marker, name);
  await page.getByText('Delete this message…').click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?done=messageDeleted$/);
  await expect(page.getByRole('status').filter({ hasText: 'The message is deleted for good.' })).toBeVisible();
  await gotoHydrated(page, `/admin/inbox?search=${encodeURIComponent(marker)}`);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: marker })).toHaveCount(0);
});

test('an editor finds no inbox in the menu, and is refused its address', async ({ page }) => {
  await signInAs(page, 'editor');
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  const answer = await page.goto('/admin/inbox');
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
});
