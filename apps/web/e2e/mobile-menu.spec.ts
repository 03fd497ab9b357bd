import { expect, test, type Page } from '@playwright/test';
import { sections } from '@school/content/site-map';
import { gotoHydrated } from './support/hydration';
import { expectSameDocument, markDocument } from './support/same-document';
import { desktop, phone } from './support/viewports';

/** The labels of the main menu, in the header's order (Contact Us is a plain link, the rest are groups). */
const groupLabels = sections.filter((section) => section.items.length > 1).map((section) => section.label);

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
/** The main navigation, found even while it is folded away. */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', includeHidden: true });

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav(page)).toBeVisible();
}

async function expectMenuClosed(page: Page) {
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'About Us' })).toBeHidden();
}

test.describe('main menu on a phone', () => {
  test.use({ viewport: phone });

  test('starts closed, with the Menu button collapsed and the menu links hidden', async ({ page }) => {
    await gotoHydrated(page, '/our-school');

    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    for (const label of groupLabels) {
      await expect(page.getByRole('button', { name: label, exact: true })).toBeHidden();
    }
    await expect(mainNav(page).getByRole('link', { name: 'Contact Us', includeHidden: true })).toBeHidden();
  });

  test('the Menu button opens the menu and shows every group, which can be tapped', async ({ page }) => {
    await gotoHydrated(page, '/our-school');

    await openMenu(page);
    for (const label of groupLabels) {
      await expect(mainNav(page).getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    await expect(mainNav(page).getByRole('link', { name: 'Contact Us' })).toBeVisible();

    // Tapping the first group must reach its button, not something drawn over the open menu.
    const aboutUs = mainNav(page).getByRole('button', { name: 'About Us' });
    await aboutUs.click({ timeout: 5_000 });
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Management Committee' })).toBeVisible();

    // The Menu button toggles: a second press folds everything away.
    await menuButton(page).click();
    await expectMenuClosed(page);
  });

  test('following a link in an open group navigates in place and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/our-school');
    await markDocument(page);

    await openMenu(page);
    const admissions = mainNav(page).getByRole('button', { name: 'Admissions' });
    await admissions.click();
    await expect(admissions).toHaveAttribute('aria-expanded', 'true');
    // Inside the menu, opening a group keeps the menu open.
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

    await mainNav(page).getByRole('link', { name: 'FAQs' }).click();

    await expect(page).toHaveURL(/\/FAQ$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expectSameDocument(page);
    await expectMenuClosed(page);
  });

  test('a click outside the open menu closes it', async ({ page }) => {
    await gotoHydrated(page, '/our-school');
    await openMenu(page);

    // The open menu hangs over the page banner on a phone, so click the page further down.
    await page.getByText(/All rights reserved/).click();

    await expectMenuClosed(page);
    await expect(page).toHaveURL(/\/our-school$/);
  });

  test('Escape closes the open menu and returns focus to the Menu button', async ({ page }) => {
    await gotoHydrated(page, '/our-school');
    await openMenu(page);

    await page.keyboard.press('Escape');

    await expectMenuClosed(page);
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe('main menu on a touch phone', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('a tap outside the open menu closes it', async ({ page }) => {
    await gotoHydrated(page, '/our-school');
    await menuButton(page).tap();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page)).toBeVisible();

    await page.getByText(/All rights reserved/).tap();

    await expectMenuClosed(page);
  });
});

test.describe('main menu on a wide screen', () => {
  test.use({ viewport: desktop });

  test('has no Menu button and shows the groups in a row', async ({ page }) => {
    await gotoHydrated(page, '/our-school');

    await expect(menuButton(page)).toBeHidden();
    await expect(mainNav(page)).toBeVisible();
    for (const label of groupLabels) {
      await expect(mainNav(page).getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    await expect(mainNav(page).getByRole('link', { name: 'Contact Us' })).toBeVisible();

    // One row: every group starts at the same height.
    const tops = await mainNav(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button') })
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, `group tops: ${tops.join(', ')}`).toBe(1);
  });
});
