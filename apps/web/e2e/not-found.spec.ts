import { expect, test } from '@playwright/test';
import { sections } from '@school/content/site-map';
import { gotoHydrated } from './support/hydration';

test.describe('an unknown address', () => {
  test('answers 404 with the Page not found heading, a search box and the main sections', async ({ page }) => {
    const response = await page.goto('/no-such-page');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);

    const main = page.getByRole('main');
    await expect(main.getByRole('combobox', { name: 'Search the site' })).toBeVisible();
    for (const label of ['Home', ...sections.map((section) => section.label), 'Site Map']) {
      await expect(main.getByRole('link', { name: label, exact: true }), `a link to ${label}`).toBeVisible();
    }
  });

  test('its section links lead to the sections', async ({ page }) => {
    await gotoHydrated(page, '/no-such-page');

    await page.getByRole('main').getByRole('link', { name: 'Admissions', exact: true }).click();

    await expect(page).toHaveURL(/\/admission-process$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admission Process' })).toBeVisible();
  });

  test('its search box finds a page', async ({ page }) => {
    await gotoHydrated(page, '/no-such-page');
    const search = page.getByRole('main').getByRole('combobox', { name: 'Search the site' });

    await search.fill('holiday');
    await search.press('ArrowDown');
    await search.press('Enter');

    await expect(page).toHaveURL(/\/holiday-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Holiday List' })).toBeVisible();
  });

  test('a deeper unknown address answers 404 too', async ({ page }) => {
    const response = await page.goto('/FAQ/no-such-question');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('mixed-case addresses', () => {
  const aliases = [
    { path: '/Video-gallery', heading: 'Video Gallery' },
    { path: '/SiteMap', heading: 'Site Map' },
    { path: '/faq', heading: 'Frequently Asked Questions' },
  ];

  for (const { path, heading } of aliases) {
    test(`${path} answers 200 with the ${heading} page`, async ({ page }) => {
      const response = await page.goto(path);

      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
    });
  }

  test('the page behind an alias stays working once its scripts run', async ({ page }) => {
    await gotoHydrated(page, '/faq');

    // Hydration must not swap the page for another (such as the not-found page).
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Admissions pages' })
      .getByRole('link', { name: 'Admission Process' })
      .click();
    await expect(page).toHaveURL(/\/admission-process$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admission Process' })).toBeVisible();
  });
});
