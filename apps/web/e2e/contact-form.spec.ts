import { expect, test, type Page, type Request } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });
const status = (page: Page) => form(page).getByRole('status');

const valid = {
  name: 'Asha Rao',
  email: 'asha.rao@example.org',
  phone: '9876543210',
  profession: 'Parent',
  message: 'When does admission for Class XI open?',
};

async function fillValid(page: Page) {
  await field(page, 'Name').fill(valid.name);
  await field(page, 'Email').fill(valid.email);
  await field(page, 'Phone Number').fill(valid.phone);
  await field(page, 'Profession').selectOption(valid.profession);
  await field(page, 'Message').fill(valid.message);
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/contact-us');
  });

  test('an empty submit shows the message of every field and the overall message', async ({ page }) => {
    let posted = false;
    await page.route('**/api/form/**', (route) => {
      posted = true;
      return route.abort();
    });

    await submit(page).click();

    await expect(status(page)).toHaveText('Please fill all fields correctly.');
    const expected: [string, string][] = [
      ['Name', 'Name cannot be empty'],
      ['Email', 'Email cannot be empty'],
      ['Phone Number', 'Phone number cannot be empty'],
      ['Message', 'Message cannot be empty'],
      ['Profession', 'Please select your profession'],
    ];
    for (const [label, message] of expected) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
      // Each message belongs to its field, for screen readers too.
      await expect(field(page, label)).toHaveAccessibleDescription(message);
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(posted, 'an invalid form must not be sent').toBe(false);
  });

  test('a field message goes away when that field is edited', async ({ page }) => {
    await submit(page).click();
    await expect(form(page).getByText('Name cannot be empty')).toBeVisible();

    await field(page, 'Name').fill('Asha');

    await expect(form(page).getByText('Name cannot be empty')).toBeHidden();
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText('Email cannot be empty')).toBeVisible();
  });

  test('a malformed e-mail address and a phone number that is not 10 digits are refused', async ({ page }) => {
    await fillValid(page);
    await field(page, 'Email').fill('a@b');
    await field(page, 'Phone Number').fill('12345');

    await submit(page).click();

    await expect(form(page).getByText('Invalid email address', { exact: true })).toBeVisible();
    await expect(form(page).getByText('Invalid phone number, must be 10 digits', { exact: true })).toBeVisible();
    await expect(status(page)).toHaveText('Please fill all fields correctly.');
    // The valid fields carry no message.
    for (const message of ['Name cannot be empty', 'Message cannot be empty', 'Please select your profession']) {
      await expect(form(page).getByText(message)).toHaveCount(0);
    }
  });

  test('the profession list offers exactly the six professions after an empty prompt', async ({ page }) => {
    const options = await field(page, 'Profession')
      .locator('option')
      .evaluateAll((elements) =>
        elements.map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent?.trim() })),
      );

    expect(options[0]?.value, 'the first option is the empty prompt').toBe('');
    expect(options.slice(1).map((option) => option.text)).toEqual([
      'Parent',
      'Student',
      'Teacher',
      'Vendor',
      'Media',
      'Other',
    ]);
    await expect(field(page, 'Profession')).toHaveValue('');
  });

  test('a server failure shows the send failure message and keeps what was typed', async ({ page }) => {
    await page.route('**/api/form/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await fillValid(page);

    await submit(page).click();

    await expect(status(page)).toHaveText('Failed to send message. Please try again.');
    await expect(field(page, 'Name')).toHaveValue(valid.name);
    await expect(field(page, 'Message')).toHaveValue(valid.message);
    await expect(submit(page)).toBeEnabled();
  });

  test('a network failure shows the send failure message', async ({ page }) => {
    await page.route('**/api/form/**', (route) => route.abort('connectionrefused'));
    await fillValid(page);

    await submit(page).click();

    await expect(status(page)).toHaveText('Failed to send message. Please try again.');
  });

  test('a successful send thanks the visitor, clears the form and posts the five fields with the tag', async ({
    page,
  }) => {
    const requests: Request[] = [];
    await page.route('**/api/form/**', (route) => {
      requests.push(route.request());
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
    });
    await fillValid(page);

    await submit(page).click();

    await expect(status(page)).toHaveText('Thank you for your feedback!');
    for (const label of ['Name', 'Email', 'Phone Number', 'Profession', 'Message']) {
      await expect(field(page, label)).toHaveValue('');
    }

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method()).toBe('POST');
    expect(request?.headers()['content-type']).toContain('application/json');
    expect(request?.postDataJSON()).toEqual({ ...valid, tag: 'dif' });
  });
});
