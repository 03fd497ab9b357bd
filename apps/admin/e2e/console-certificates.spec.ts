/**
 * Transfer certificates in the staff console, from a browser: an
 * office user adds a certificate with a PDF scan under New, and a visitor's
 * look-up at /tc-issued downloads exactly that file as tc.pdf; an import of a
 * CSV file with its scans stores every row, and one with a bad row stores
 * nothing and names the row; a withdrawn certificate is no longer found.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { schoolToday, signInAs, visitorPage } from '../../web/e2e/support/console';
import { gotoHydrated } from '../../web/e2e/support/hydration';

/** A small, well-formed PDF whose bytes are this test's own. */
function pdf(tag: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${tag}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** An admission number no other run against the same database has used. */
const uniqueAdmission = (prefix: string) => `${prefix}/${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A visitor (no staff cookie) at /tc-issued: fills in the look-up and runs `check` on the page; then leaves. */
async function atLookUp(
  browser: Browser,
  admission: string,
  name: string,
  check: (form: Locator, page: Page) => Promise<void>,
) {
  const visitor = await visitorPage(browser);
  try {
    await gotoHydrated(visitor, '/tc-issued');
    const form = visitor.getByRole('form', { name: 'Transfer certificate look-up' });
    await form.getByLabel('Admission No.', { exact: true }).fill(admission);
    await form.getByLabel('Student Full Name', { exact: true }).fill(name);
    await check(form, visitor);
  } finally {
    await visitor.context().close();
  }
}

/** The look-up finds the certificate: the file it saves, its name, and the bytes. */
async function downloadAtLookUp(browser: Browser, admission: string, name: string) {
  let found: { fileName: string; bytes: Buffer; status: string } | undefined;
  await atLookUp(browser, admission, name, async (form, visitor) => {
    const downloadStarted = visitor.waitForEvent('download');
    await form.getByRole('button', { name: 'View Details' }).click();
    const download = await downloadStarted;
    await expect(form.getByRole('status')).toHaveText(/^Certificate saved as /);
    found = {
      fileName: download.suggestedFilename(),
      bytes: readFileSync(await download.path()),
      status: (await form.getByRole('status').textContent()) ?? '',
    };
  });
  return found!;
}

/** The look-up finds nothing: the form says so, and nothing is downloaded. */
async function expectNotFoundAtLookUp(browser: Browser, admission: string, name: string) {
  await atLookUp(browser, admission, name, async (form, visitor) => {
    let downloads = 0;
    visitor.on('download', () => (downloads += 1));
    await form.getByRole('button', { name: 'View Details' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to process your request. Please try again later.');
    expect(downloads).toBe(0);
  });
}

/** Adds a certificate through New, as the signed-in member of staff; leaves the page on the certificate. */
async function addCertificate(page: Page, admission: string, name: string, scan: Buffer) {
  await gotoHydrated(page, '/admin/certificates');
  await page.getByRole('main').getByRole('link', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/certificates\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New certificate' })).toBeVisible();
  await page.getByLabel('Admission No.', { exact: true }).fill(admission);
  await page.getByLabel('Student Full Name', { exact: true }).fill(name);
  await page.getByLabel('Date of issue', { exact: true }).fill(schoolToday());
  await page.getByLabel('Scan', { exact: true }).setInputFiles({
    name: 'tc-scan.pdf',
    mimeType: 'application/pdf',
    buffer: scan,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/certificates\/[^/?]+\?done=certificateAdded$/);
  await expect(page.getByRole('heading', { level: 1, name: `Certificate ${admission}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The certificate is stored' })).toBeVisible();
}

test('an office user adds a TC under New, and the public look-up at /tc-issued downloads it', async ({
  page,
  browser,
}) => {
  const admission = uniqueAdmission('E2E');
  const name = 'Kavya Menon';
  const scan = pdf(admission);
  await signInAs(page, 'office');
  await addCertificate(page, admission, name, scan);

  const found = await downloadAtLookUp(browser, admission.toLowerCase(), '  kavya   menon ');
  expect(found.fileName).toBe('tc.pdf');
  expect(found.bytes.equals(scan)).toBe(true);
  expect(found.status).toBe('Certificate saved as tc.pdf.');

  // Staff find it again by part of the name.
  await gotoHydrated(page, `/admin/certificates?search=${encodeURIComponent('kavya men')}`);
  await expect(page.getByRole('link', { name: admission })).toBeVisible();
});

test('a withdrawn TC is no longer found by the look-up', async ({ page, browser }) => {
  const admission = uniqueAdmission('E2EW');
  const name = 'Arjun Pillai';
  await signInAs(page, 'office');
  await addCertificate(page, admission, name, pdf(admission));

  await page.getByText('Withdraw this certificate…').click();
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The certificate is withdrawn' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open scan/ })).toHaveCount(0);

  await expectNotFoundAtLookUp(browser, admission, name);
});

test('an import stores every row of a good CSV file, and nothing of a file with a bad row', async ({
  page,
  browser,
}) => {
  const [first, second] = [uniqueAdmission('E2EI'), uniqueAdmission('E2EJ')];
  await signInAs(page, 'office');
  await gotoHydrated(page, '/admin/certificates');
  await page.getByRole('main').getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import certificates' })).toBeVisible();

  const csv = (rows: string[]) => ({
    name: 'certificates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Admission No,Name,Date of Issue,File Name', ...rows].join('\r\n')),
  });
  const scans = [
    { name: 'first.pdf', mimeType: 'application/pdf', buffer: pdf(first) },
    { name: 'second.pdf', mimeType: 'application/pdf', buffer: pdf(second) },
  ];

  // One bad date: nothing is stored, and the row is named.
  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles(csv([`${first},Nisha Rao,19/05/2026,first.pdf`, `${second},Imran Khan,31/02/2026,second.pdf`]));
  await page.getByLabel('Scans', { exact: true }).setInputFiles(scans);
  await page.getByRole('button', { name: 'Import' }).click();
  const report = page.getByRole('region', { name: 'What needs attention' });
  await expect(report).toContainText(`Line 3 · ${second}`);
  await expect(report).toContainText('Enter the date of issue as a real date');
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was stored' })).toBeVisible();
  await expectNotFoundAtLookUp(browser, first, 'Nisha Rao');

  // Corrected: both are stored.
  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles(csv([`${first},Nisha Rao,19/05/2026,first.pdf`, `${second},Imran Khan,2026-02-28,second.pdf`]));
  await page.getByLabel('Scans', { exact: true }).setInputFiles(scans);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All 2 certificates are stored.' })).toBeVisible();
  const found = await downloadAtLookUp(browser, second, 'Imran Khan');
  expect(found.fileName).toBe('tc.pdf');
  expect(found.bytes.equals(pdf(second))).toBe(true);
});
