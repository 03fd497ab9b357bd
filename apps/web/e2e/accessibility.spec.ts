import { expect, test, type Page } from '@playwright/test';
import { checkWideThenNarrow } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { desktop } from './support/viewports';

/**
 * One page of each template and mix of blocks (apps/web/app/routes.ts, content/pages): the other pages of a
 * template draw the same components around other words and pictures.
 */
const auditedPages = [
  ['/', 'the home page'],
  ['/FAQ', 'a plain page with a FAQ block'],
  ['/sports-DPS', 'a rich page: photos, a carousel and a box of text slides'],
  ['/parent-guidline', 'the parent guide’s tabs'],
  ['/admission-process', 'a page of tables and a list, with the admission downloads'],
  ['/contact-us', 'the contact page and its form'],
  ['/tc-issued', 'the TC look-up form'],
  ['/news', 'the news list'],
  ['/upcoming-events', 'the events list'],
  ['/gallery', 'the photo gallery'],
  ['/video-gallery', 'the video gallery'],
  ['/dipscoop', 'a magazine page'],
  ['/testimonials', 'the testimonials'],
  ['/chairman-message', 'a leader’s message'],
  ['/awards-achievements', 'a list and an awards carousel'],
  ['/search?q=sports+day', 'the site search’s results, with the words marked'],
  ['/search?q=zeppelin', 'a search that finds nothing, with the main sections'],
  ['/search?q=***', 'a search of symbols only, refused'],
] as const;

test.describe('WCAG 2.1 AA audit at 1280 px and at 375 px', () => {
  test.use({ viewport: desktop });
  // axe audits every embedded frame too (six video players on /video-gallery), twice, which on two busy cores can
  // take longer than the default 30 s.
  test.setTimeout(90_000);

  for (const [path, what] of auditedPages) {
    test(`${path} (${what}) has no axe violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await checkWideThenNarrow(page, path);
    });
  }
});

test.describe('keyboard only', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, '/FAQ');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });

    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
      'after the skip link, Tab should move to something inside <main>',
    ).toBe(true);
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: desktop });

    async function mainMenuGroup(page: Page, label: string) {
      const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label });
      await button.focus();
      await expect(button).toBeFocused();
      return button;
    }

    test('a main menu group opens with Enter and closes with Escape, returning focus to its button', async ({
      page,
    }) => {
      await gotoHydrated(page, '/FAQ');
      const aboutUs = await mainMenuGroup(page, 'About Us');
      const firstLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our School' });

      await page.keyboard.press('Enter');
      await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
      await expect(firstLink).toBeVisible();

      // The links of the open group come next in the Tab order.
      await page.keyboard.press('Tab');
      await expect(firstLink).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
      await expect(firstLink).toBeHidden();
      await expect(aboutUs).toBeFocused();
    });

    test('a main menu group opens with Space, and its links can be followed with Enter', async ({ page }) => {
      await gotoHydrated(page, '/FAQ');
      const admissions = await mainMenuGroup(page, 'Admissions');

      await page.keyboard.press('Space');
      await expect(admissions).toHaveAttribute('aria-expanded', 'true');

      await page.keyboard.press('Tab');
      const processLink = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Admission Process' });
      await expect(processLink).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/admission-process$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Admission Process' })).toBeVisible();
      await expect(admissions).toHaveAttribute('aria-expanded', 'false');
    });

    test('Escape closes a main menu group that a second Space reopened', async ({ page }) => {
      await gotoHydrated(page, '/FAQ');
      const media = await mainMenuGroup(page, 'Media');

      await page.keyboard.press('Space');
      await expect(media).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(media).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Space');
      await expect(media).toHaveAttribute('aria-expanded', 'true');

      await page.keyboard.press('Escape');
      await expect(media).toHaveAttribute('aria-expanded', 'false');
      await expect(media).toBeFocused();
    });
  });

  test('the parent guide tabs switch with the arrow keys', async ({ page }) => {
    await gotoHydrated(page, '/parent-guidline');
    const guidelines = page.getByRole('tab', { name: 'Parent Portal Guidelines' });
    const erp = page.getByRole('tab', { name: 'School ERP Software' });
    // The panels, by what they say.
    const guidelinesText = page.getByRole('heading', { name: 'How to log in to the parent portal' });
    const erpText = page.getByText(/Founded in 2000/);
    await expect(guidelines).toHaveAttribute('aria-selected', 'true');
    await expect(guidelinesText).toBeVisible();
    await expect(erpText).toBeHidden();

    await guidelines.focus();
    await page.keyboard.press('ArrowRight');

    await expect(erp).toBeFocused();
    await expect(erp).toHaveAttribute('aria-selected', 'true');
    await expect(guidelines).toHaveAttribute('aria-selected', 'false');
    await expect(erpText).toBeVisible();
    await expect(guidelinesText).toBeHidden();

    // The tab list wraps around.
    await page.keyboard.press('ArrowRight');
    await expect(guidelines).toBeFocused();
    await expect(guidelines).toHaveAttribute('aria-selected', 'true');
    await expect(guidelinesText).toBeVisible();
  });

  test('each parent guide tab panel is named by its tab and controlled by it', async ({ page }) => {
    await gotoHydrated(page, '/parent-guidline');

    for (const label of ['Parent Portal Guidelines', 'School ERP Software']) {
      const tab = page.getByRole('tab', { name: label });
      await tab.focus();
      await page.keyboard.press('Enter');
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      // aria-labelledby and aria-controls hold lists of ids separated by spaces, so these ids must not contain any.
      await expect(page.getByRole('tabpanel', { name: label }), `the "${label}" panel, named by its tab`).toBeVisible();
      const controls = (await tab.getAttribute('aria-controls')) ?? '';
      expect(controls, `aria-controls of the "${label}" tab should be one id`).not.toMatch(/\s/);
    }
  });

  test('the contact form can be filled and sent with the keyboard alone', async ({ page }) => {
    const bodies: unknown[] = [];
    await page.route('**/api/form/**', (route) => {
      bodies.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
    });
    await gotoHydrated(page, '/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });

    await form.getByLabel('Name', { exact: true }).focus();
    await page.keyboard.type('Asha Rao');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.type('asha.rao@example.org');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Phone Number', { exact: true })).toBeFocused();
    await page.keyboard.type('9876543210');
    await page.keyboard.press('Tab');
    const profession = form.getByLabel('Profession', { exact: true });
    await expect(profession).toBeFocused();
    await page.keyboard.type('Teacher');
    await expect(profession).toHaveValue('Teacher');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Message', { exact: true })).toBeFocused();
    await page.keyboard.type('Is there a bus to Kondapur?');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(form.getByRole('status')).toHaveText('Thank you for your feedback!');
    expect(bodies).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha.rao@example.org',
        phone: '9876543210',
        profession: 'Teacher',
        message: 'Is there a bus to Kondapur?',
        tag: 'dif',
      },
    ]);
  });

  test('the TC form can be filled and submitted with the keyboard alone', async ({ page }) => {
    await page.route('**/api/tc/**', (route) => route.fulfill({ status: 404, body: '' }));
    await gotoHydrated(page, '/tc-issued');
    const form = page.getByRole('form', { name: 'Transfer certificate look-up' });
    const admissionNo = form.getByLabel('Admission No.', { exact: true });

    // Enter in a field submits the form.
    await admissionNo.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields');

    await page.keyboard.type('A1234');
    await expect(form.getByRole('alert')).toBeEmpty();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Student Full Name', { exact: true })).toBeFocused();
    await page.keyboard.type('Ravi Kumar');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'View Details' })).toBeFocused();
    await page.keyboard.press('Space');

    await expect(form.getByRole('alert')).toHaveText('Failed to process your request. Please try again later.');
  });
});
