import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { expectSameDocument, markDocument } from './support/same-document';
import { desktop } from './support/viewports';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ page shows its questions and answers', async ({ page }) => {
    await page.goto('/FAQ');

    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How do I apply for admission?' })).toBeVisible();
    await expect(page.getByText(/registration\/prospectus fee of Rs\. 600/)).toBeVisible();
    // All 29 questions are numbered in one list.
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) }),
    ).toHaveCount(29);
  });

  test('the header’s search box sends its words to the site search, whose results are drawn by the server', async ({
    page,
  }) => {
    await page.goto('/our-school');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
    await box.fill('fee structure');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=fee\+structure$/);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^Fee Structure/ })
        .first(),
    ).toBeVisible();
  });

  test('the admission process page shows the fees', async ({ page }) => {
    await page.goto('/admission-process');

    await expect(page.getByRole('heading', { level: 1, name: 'Admission Process' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('1,78,500');
    await expect(page.getByRole('row', { name: /Pre-Primary/ }).first()).toContainText('1,78,500');
  });

  test('the management committee page shows its table of 11 members', async ({ page }) => {
    await page.goto('/management-committee');

    const table = page.getByRole('main').getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Designation']);
    const members = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(members).toHaveCount(11);
    await expect(members.first()).toContainText('Chairperson');
    await expect(members.last()).toContainText('Principal/Secretary');
  });

  test('the menus are plain links that still lead to the pages', async ({ page }) => {
    await page.goto('/our-school');

    await page
      .getByRole('navigation', { name: 'About Us pages' })
      .getByRole('link', { name: 'Mission & Vision' })
      .click();

    await expect(page).toHaveURL(/\/mission-vision$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mission & Vision' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  async function expectNavigatedInPlace(page: Page, path: RegExp, heading: string, previousTitle: string) {
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
    expect(await page.title()).not.toBe(previousTitle);
    await expectSameDocument(page);
  }

  test('a side menu link navigates without reloading the page and updates the title', async ({ page }) => {
    await gotoHydrated(page, '/our-school');
    await expect(page).toHaveTitle(/^Our School\b/);
    const before = await page.title();
    await markDocument(page);
    const sideMenu = page.getByRole('navigation', { name: 'About Us pages' });

    await sideMenu.getByRole('link', { name: 'Management Committee' }).click();

    await expectNavigatedInPlace(page, /\/management-committee$/, 'Management Committee', before);
    await expect(sideMenu.getByRole('link', { name: 'Management Committee' })).toHaveAttribute('aria-current', 'page');
    await expect(sideMenu.getByRole('link', { name: 'Our School' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('table').getByRole('row')).toHaveCount(12);
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: desktop });

    test('a main menu link navigates without reloading the page and updates the title', async ({ page }) => {
      await gotoHydrated(page, '/FAQ');
      const before = await page.title();
      await markDocument(page);
      const mainMenu = page.getByRole('navigation', { name: 'Main' });

      await mainMenu.getByRole('button', { name: 'Infrastructure' }).click();
      await mainMenu.getByRole('link', { name: 'Library' }).click();

      await expectNavigatedInPlace(page, /\/infrastructure-library$/, 'Library', before);
      await expect(mainMenu.getByRole('button', { name: 'Infrastructure' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('a breadcrumb link navigates without reloading the page', async ({ page }) => {
    await gotoHydrated(page, '/FAQ');
    const before = await page.title();
    await markDocument(page);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Admissions' }).click();

    await expectNavigatedInPlace(page, /\/admission-process$/, 'Admission Process', before);
  });

  test('the browser Back button returns to the previous page and its title', async ({ page }) => {
    await gotoHydrated(page, '/our-school');
    const before = await page.title();
    await markDocument(page);
    await page.getByRole('navigation', { name: 'About Us pages' }).getByRole('link', { name: 'Society' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Society' })).toBeVisible();

    await page.goBack();

    await expect(page).toHaveURL(/\/our-school$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our School' })).toBeVisible();
    await expect(page).toHaveTitle(before);
    await expectSameDocument(page);
  });

  for (const path of [
    '/',
    '/FAQ',
    '/faq',
    '/contact-us',
    '/tc-issued',
    '/parent-guidline',
    '/special-assemblies',
    '/no-such-page',
  ]) {
    test(`${path} loads and hydrates without script errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url;
        // The not-found page's own 404 status is reported as a failed load; that one is intended.
        if (path === '/no-such-page' && new URL(source || page.url()).pathname === path) return;
        errors.push(`console error: ${message.text()}${source ? ` (${source})` : ''}`);
      });

      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();

      expect(errors, `errors while loading ${path}:\n${errors.join('\n')}`).toEqual([]);
    });
  }
});
