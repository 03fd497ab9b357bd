/**
 * Signing in to and out of the staff console with the demo accounts of content/demo/staff.ts:
 * each role lands on the start screen with the menu its role allows, and after Sign out the browser's
 * back button shows nothing of the console.
 */
import { expect, test } from '@playwright/test';
import type { StaffRole } from '@school/shared/staff-permissions';
import {
  contentKindLinks,
  createNewsDraft,
  demoAccount,
  quietNewsDate,
  submitSignIn,
  uniqueTitle,
} from '../../web/e2e/support/console';
import { gotoHydrated } from '../../web/e2e/support/hydration';
import { desktop } from '../../web/e2e/support/viewports';

const adminLinks = ['Staff', 'Audit log', 'Settings'];

/** What each role's permissions give it in the navigation, and what they keep out of it. */
const menus: Record<StaffRole, { shown: string[]; hidden: string[]; heading: string }> = {
  admin: {
    shown: [...contentKindLinks, 'Bin', ...adminLinks, 'Account'],
    hidden: [],
    heading: 'What needs attention',
  },
  publisher: {
    shown: [...contentKindLinks, 'Bin', 'Account'],
    hidden: adminLinks,
    heading: 'What needs attention',
  },
  editor: {
    shown: [...contentKindLinks, 'Account'],
    // Editors never delete, so they have no Bin.
    hidden: ['Bin', ...adminLinks],
    heading: 'What needs attention',
  },
  office: {
    shown: ['Account'],
    hidden: [...contentKindLinks, 'Bin', ...adminLinks],
    heading: 'Welcome to the staff console',
  },
};

test.describe('signing in as each demo role', () => {
  // On a wide screen the menu stands beside the page.
  test.use({ viewport: desktop });

  for (const role of ['admin', 'publisher', 'editor', 'office'] as const) {
    test(`${role} lands on the start screen with the ${role}’s menu`, async ({ page }) => {
      const account = demoAccount(role);
      const { shown, hidden, heading } = menus[role];

      // Any console address sends a visitor who is not signed in to the sign-in page first.
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/sign-in(\?.*)?$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await submitSignIn(page, account.email, account.password);

      await expect(page).toHaveURL(/\/admin$/);
      await expect(page).toHaveTitle(/^Start\b/);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(`Signed in as ${account.name}`);
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

      const menu = page.getByRole('navigation', { name: 'Console' });
      for (const name of shown) {
        await expect(menu.getByRole('link', { name, exact: true }), `${role} should see ${name}`).toBeVisible();
      }
      for (const name of hidden) {
        await expect(menu.getByRole('link', { name, exact: true }), `${role} should not see ${name}`).toHaveCount(0);
      }
    });
  }
});

test('after Sign out, the back button shows nothing of the console', async ({ page }) => {
  await gotoHydrated(page, '/admin/sign-in');
  const publisher = demoAccount('publisher');
  await submitSignIn(page, publisher.email, publisher.password);
  await expect(page).toHaveURL(/\/admin$/);

  const title = uniqueTitle('Private draft');
  await createNewsDraft(page, { title, date: quietNewsDate, description: 'Only for staff eyes.' });
  // The list screen, found by its search, shows the draft's title.
  await gotoHydrated(page, `/admin/news?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.goBack();
  // The console is sent with Cache-Control: no-store, so the browser asks again, and the server, whose
  // session has ended, answers with the sign-in page.
  await expect(page).toHaveURL(/\/admin\/sign-in(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await page.content()).not.toContain(title);
});
