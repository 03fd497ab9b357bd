import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

const form = (page: Page) => page.getByRole('form', { name: 'Transfer certificate look-up' });
const admissionNo = (page: Page) => form(page).getByLabel('Admission No.', { exact: true });
const fullName = (page: Page) => form(page).getByLabel('Student Full Name', { exact: true });
const viewDetails = (page: Page) => form(page).getByRole('button', { name: 'View Details' });
const message = (page: Page) => form(page).getByRole('alert');

test.describe('transfer certificate look-up', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/tc-issued');
  });

  test('has the two labelled fields and the View Details button', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Tc Issued' })).toBeVisible();
    await expect(admissionNo(page)).toBeVisible();
    await expect(admissionNo(page)).toBeEditable();
    await expect(fullName(page)).toBeVisible();
    await expect(fullName(page)).toBeEditable();
    await expect(viewDetails(page)).toBeEnabled();
    await expect(message(page)).toBeEmpty();
  });

  test('an empty submit asks for both fields, and typing in either field clears the message', async ({ page }) => {
    let requested = false;
    await page.route('**/api/tc/**', (route) => {
      requested = true;
      return route.abort();
    });

    await viewDetails(page).click();
    await expect(message(page)).toHaveText('Please fill in all fields');

    await admissionNo(page).fill('A1234');
    await expect(message(page)).toBeEmpty();

    // One field is not enough.
    await viewDetails(page).click();
    await expect(message(page)).toHaveText('Please fill in all fields');

    await fullName(page).fill('R');
    await expect(message(page)).toBeEmpty();

    // Spaces alone do not count as a name.
    await fullName(page).fill('   ');
    await viewDetails(page).click();
    await expect(message(page)).toHaveText('Please fill in all fields');

    expect(requested, 'an incomplete form must not be sent').toBe(false);
  });

  test('a failed look-up says so under the form', async ({ page }) => {
    const bodies: unknown[] = [];
    await page.route('**/api/tc/**', (route) => {
      bodies.push(route.request().postDataJSON());
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
    });
    await admissionNo(page).fill('A1234');
    await fullName(page).fill('Ravi Kumar');

    await viewDetails(page).click();

    await expect(message(page)).toHaveText('Failed to process your request. Please try again later.');
    await expect(viewDetails(page)).toBeEnabled();
    expect(bodies).toEqual([{ admission: 'A1234', name: 'Ravi Kumar' }]);

    // Editing after a failure clears the message, as after an empty submit.
    await fullName(page).fill('Ravi Kumar S');
    await expect(message(page)).toBeEmpty();
  });

  test('a found certificate is saved as tc.jpg', async ({ page }) => {
    await page.route('**/api/tc/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":"tc/a1234.jpg"}' }),
    );
    await page.route('**/api/image/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/jpeg', body: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) }),
    );
    await admissionNo(page).fill('A1234');
    await fullName(page).fill('Ravi Kumar');

    const downloadStarted = page.waitForEvent('download');
    await viewDetails(page).click();
    const download = await downloadStarted;

    expect(download.suggestedFilename()).toBe('tc.jpg');
    await expect(message(page)).toBeEmpty();
    await expect(form(page).getByRole('status')).toHaveText('Certificate saved as tc.jpg.');
  });

  test('a certificate that cannot be downloaded raises the download alert', async ({ page }) => {
    await page.route('**/api/tc/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":"tc/a1234.jpg"}' }),
    );
    await page.route('**/api/image/**', (route) => route.fulfill({ status: 404, body: '' }));
    await admissionNo(page).fill('A1234');
    await fullName(page).fill('Ravi Kumar');

    const dialogShown = page.waitForEvent('dialog');
    await viewDetails(page).click();
    const dialog = await dialogShown;

    expect(dialog.type()).toBe('alert');
    expect(dialog.message()).toBe('Failed to download data.');
    await dialog.accept();
  });

  test('the sample certificate frame is 500 pixels high', async ({ page }) => {
    const frame = page.getByTitle('Sample transfer certificate');

    await expect(frame).toHaveAttribute('height', '500');
    await frame.scrollIntoViewIfNeeded();
    const box = await frame.boundingBox();
    expect(box?.height, 'the rendered frame height').toBeCloseTo(500, 0);
  });
});
