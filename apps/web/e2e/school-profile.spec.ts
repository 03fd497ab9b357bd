/**
 * The school profile from the console to the site, as an admin does it on a phone: Settings, School profile, a new
 * phone number, Save; a visitor's next page has it in its footer. The number is put back afterwards.
 */
import { expect, test, type Page } from '@playwright/test';
import { school } from '@school/content/school';
import { signInAs, visitorPage } from './support/console';
import { gotoHydrated } from './support/hydration';
import { phone } from './support/viewports';

async function savePhone(page: Page, number: string): Promise<void> {
  await gotoHydrated(page, '/admin/settings');
  const profile = page.getByRole('region', { name: 'School profile' });
  await profile.getByRole('textbox', { name: 'Phone' }).fill(number);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The school profile is saved. Every page of the site shows it now.')).toBeVisible();
}

test.use({ viewport: phone });

test('a phone number saved in the school profile is in the footer of the next page a visitor opens', async ({
  page,
  browser,
}) => {
  const visitor = await visitorPage(browser);
  const newNumber = '+91 40 4000 2999';
  await signInAs(page, 'admin');
  try {
    // The page is kept by the server before the change, so the change must drop it.
    await visitor.goto('/admission-process');
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: school.phone })).toBeVisible();

    await savePhone(page, newNumber);
    await visitor.goto('/admission-process');
    const footer = visitor.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: newNumber })).toHaveAttribute('href', 'tel:+914040002999');
    await expect(footer.getByRole('link', { name: school.phone })).toHaveCount(0);
  } finally {
    await savePhone(page, school.phone);
    await visitor.context().close();
  }
});
