import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { expectSameDocument, markDocument } from './support/same-document';

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
const results = (page: Page) => page.getByRole('banner').getByRole('listbox', { name: 'Search the site' });

test.describe('header search', () => {
  test.beforeEach(async ({ page }) => {
    // Any page has the search box; the home page opens with its announcements over it.
    await gotoHydrated(page, '/our-school');
  });

  test('typing "faq" offers the FAQ page, and ArrowDown then Enter opens it in place', async ({ page }) => {
    await markDocument(page);

    await searchBox(page).fill('faq');

    await expect(results(page)).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    const faqOption = results(page).getByRole('option', { name: /FAQs/ });
    await expect(faqOption).toBeVisible();
    await expect(faqOption).toContainText('/FAQ');

    await searchBox(page).press('ArrowDown');
    await expect(faqOption).toHaveAttribute('aria-selected', 'true');
    await searchBox(page).press('Enter');

    await expect(page).toHaveURL(/\/FAQ$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expectSameDocument(page);
    // The search is ready for the next query.
    await expect(searchBox(page)).toHaveValue('');
    await expect(results(page)).toBeHidden();
  });

  test('Enter with no page chosen searches the site, and a result opens its page', async ({ page }) => {
    await markDocument(page);
    await searchBox(page).fill('instalments');
    await searchBox(page).press('Enter');

    await expect(page).toHaveURL(/\/search\?q=instalments$/);
    const main = page.getByRole('main');
    await expect(main.getByText(/^\d+ results? for “instalments”$/)).toBeVisible();
    await expect(main.getByRole('search').getByRole('searchbox', { name: 'Search the site' })).toHaveValue(
      'instalments',
    );
    const faq = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Frequently Asked Questions' }) });
    await expect(faq.locator('mark').first()).toHaveText(/instalments/i);
    await expectSameDocument(page);
    await expect(results(page)).toBeHidden();

    await faq.getByRole('link', { name: 'Frequently Asked Questions' }).click();
    await expect(page).toHaveURL(/\/FAQ$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test('typing more narrows the options', async ({ page }) => {
    await searchBox(page).click();
    await searchBox(page).pressSequentially('g');
    const options = results(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    const broad = await options.count();

    await searchBox(page).pressSequentially('all');
    await expect(options.filter({ hasNotText: /gall/i })).toHaveCount(0);
    await expect(options.first()).toBeVisible();
    const narrow = await options.count();

    expect(narrow, `"g" offered ${broad} pages, "gall" ${narrow}`).toBeLessThan(broad);
    await expect(results(page).getByRole('option', { name: /Picture Gallery/ })).toBeVisible();
    await expect(results(page).getByRole('option', { name: /Video Gallery/ })).toBeVisible();
    await expect(results(page).getByRole('option', { name: /FAQs/ })).toHaveCount(0);
  });

  test('a query that matches no page says so', async ({ page }) => {
    await searchBox(page).fill('zzqx');

    await expect(results(page)).toBeVisible();
    await expect(results(page).getByRole('option')).toHaveCount(0);
    await expect(results(page)).toContainText('No page matches');
  });

  test('Escape closes the list of options', async ({ page }) => {
    await searchBox(page).fill('faq');
    await expect(results(page)).toBeVisible();

    await searchBox(page).press('Escape');

    await expect(results(page)).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(searchBox(page)).toBeFocused();
    await expect(page).toHaveURL(/\/our-school$/);
  });

  test('clicking an option opens that page', async ({ page }) => {
    await searchBox(page).fill('management');

    await results(page)
      .getByRole('option', { name: /Management Committee/ })
      .click();

    await expect(page).toHaveURL(/\/management-committee$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Management Committee' })).toBeVisible();
  });

  test('a visitor who clicks the box and types at once gets the results and chooses one with the keyboard', async ({
    page,
  }) => {
    // The combobox is not part of the first load: it is fetched when the box is used. Hold that
    // download until the visitor has typed, as on a slow connection, to prove nothing typed is lost.
    const fetched: string[] = [];
    let finishDownload = () => {};
    const held = new Promise<void>((resolve) => {
      finishDownload = resolve;
    });
    await page.route(/\/assets\/site-search-combobox-[\w-]+\.js$/, async (route) => {
      fetched.push(route.request().url());
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/our-school');
    await page.waitForLoadState('networkidle');
    expect(fetched, 'the search combobox is not downloaded before the box is used').toEqual([]);
    await markDocument(page);

    await searchBox(page).click();
    await searchBox(page).pressSequentially('faq');
    await expect.poll(() => fetched.length, { message: 'using the box fetches the combobox' }).toBe(1);
    await expect(searchBox(page)).toHaveValue('faq');
    await expect(searchBox(page)).toBeFocused();
    const box = await searchBox(page).elementHandle();

    finishDownload();
    const faqOption = results(page).getByRole('option', { name: /FAQs/ });
    await expect(faqOption).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(results(page).getByRole('option').filter({ hasNotText: /faq/i })).toHaveCount(0);
    // Still the element the visitor typed into, focused, with the text as typed.
    expect(await box?.evaluate((element) => element.isConnected && element === document.activeElement)).toBe(true);
    await expect(searchBox(page)).toHaveValue('faq');

    await page.keyboard.press('ArrowDown');
    await expect(faqOption).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await faqOption.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/FAQ$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expectSameDocument(page);
    expect(fetched).toHaveLength(1);
  });
});
