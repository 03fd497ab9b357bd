/**
 * The Documents screen against `npm start`: a publisher replaces the demo school's fee structure from the list, and
 * the address every page links (/documents/fee-structure.pdf) answers the new file at once; the earlier file is then
 * put back from the document's edit screen and published, so the demo school is left as it was. Axe finds nothing
 * on the list at 1280 and 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { putEarlierFileBack, signInAs, uniqueTitle } from '../../web/e2e/support/console';
import { checkWideThenNarrow } from '../../web/e2e/support/axe';
import { gotoHydrated } from '../../web/e2e/support/hydration';

const address = '/documents/fee-structure.pdf';

/** The list's row of the fee structure. */
const feeRow = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Fee Structure/ }) });

test('a publisher replaces the fee structure and the address every page links serves the new file', async ({
  page,
  request,
}) => {
  await signInAs(page, 'publisher');
  await gotoHydrated(page, '/admin/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await checkWideThenNarrow(page, 'the Documents list');
  await page.setViewportSize({ width: 1280, height: 900 });

  const row = feeRow(page);
  await expect(row.getByRole('link', { name: `${address} (opens in a new tab)` })).toHaveAttribute('href', address);
  await expect(row).toContainText('Last updated');
  const before = await request.get(address);
  expect(before.status()).toBe(200);

  const tag = uniqueTitle('Fee structure e2e');
  const pdf = Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${tag}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
  await row
    .getByLabel(/^Replace Fee Structure/)
    .setInputFiles({ name: 'fees.pdf', mimeType: 'application/pdf', buffer: pdf });
  await row.getByRole('button', { name: /^Upload and publish Fee Structure/ }).click();
  await expect(row.getByRole('status')).toContainText('Every page links the new file now');

  // Asked for as soon as the console says so: no page is rendered again, the address serves the new file.
  const after = await request.get(address);
  expect(after.status()).toBe(200);
  expect((await after.body()).toString()).toContain(tag);

  // Put the earlier file back: the demo school is left as it was, and an earlier version is served again.
  const editPath = await row.getByRole('link', { name: /^Fee Structure/ }).getAttribute('href');
  await putEarlierFileBack(page, editPath!, address, await before.body(), request);
});
