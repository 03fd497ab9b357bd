/**
 * An alert from the console to every page, in a browser: a publisher writes an urgent alert and publishes it; a
 * visitor then finds it at the top of the home page and of an information page the server had kept, read out as an
 * alert, with no axe violation at 1280 and 375 px; Unpublish takes it off again. On a server of its own, so that no
 * other spec's page shows it meanwhile. (That it leaves by itself at its Unpublish at time, from a kept page too, is
 * apps/server/test/alerts-on-site.test.ts's.)
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from '../../web/e2e/support/console';
import { checkWideThenNarrow } from '../../web/e2e/support/axe';
import { gotoHydrated } from '../../web/e2e/support/hydration';
import { startOwnServer, type OwnServer } from '../../web/e2e/support/own-server';

// Its own server seeds the demo school first.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let own: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer();
});

test.afterAll(async () => {
  await own?.stop();
});

async function pageOnOwnServer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.baseURL });
  return context.newPage();
}

test('an urgent alert published in the console is at the top of every page, read out, until it is unpublished', async ({
  browser,
}) => {
  const message = 'School is closed on Monday because of the cyclone warning. Stay safe.';
  const visitor = await pageOnOwnServer(browser);
  // An information page the server keeps in memory from now on.
  await gotoHydrated(visitor, '/FAQ');
  await expect(visitor.getByRole('alert')).toHaveCount(0);

  const staff = await pageOnOwnServer(browser);
  await signInAs(staff, 'publisher');
  await staff.getByRole('link', { name: 'Alerts' }).click();
  await staff.getByRole('main').getByRole('link', { name: 'New', exact: true }).click();
  await staff.getByLabel('Message').fill(message);
  await staff.getByLabel('Level').selectOption('Urgent');
  await staff.getByLabel('More').fill('https://www.example.org/closure');
  await staff.getByRole('button', { name: 'Save draft' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: message })).toBeVisible();
  await staff.getByRole('button', { name: 'Publish now' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Published. The site shows it from now on.' }),
  ).toBeVisible();

  for (const path of ['/', '/FAQ']) {
    await gotoHydrated(visitor, path);
    const alert = visitor.getByRole('alert', { name: 'Urgent alert' });
    await expect(alert).toHaveText(`Urgent: ${message} More about this alert`);
    await expect(alert.getByRole('button')).toHaveCount(0);
    // Above the site's own header.
    const alertBox = (await alert.boundingBox())!;
    const headerBox = (await visitor.getByRole('banner').boundingBox())!;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(headerBox.y + 1);
  }
  await checkWideThenNarrow(visitor, 'a page with an urgent alert');

  await staff.getByRole('button', { name: 'Unpublish' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Unpublished. It is off the site' })).toBeVisible();
  await gotoHydrated(visitor, '/FAQ');
  await expect(visitor.getByRole('alert')).toHaveCount(0);
  await expect(visitor.getByText(message)).toHaveCount(0);
});
