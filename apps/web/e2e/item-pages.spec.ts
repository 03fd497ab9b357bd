/**
 * A news item's and an event's own page, against the demo data: reached from its list as a visitor reaches it, it
 * shows the item under its title, leads back to its list, and passes axe at 1280 and 375 px.
 */
import { expect, test } from '@playwright/test';
import { checkWideThenNarrow } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { desktop } from './support/viewports';

test.use({ viewport: desktop });

test('a news item’s title on /news opens its own page, which leads back to the news', async ({ page, request }) => {
  const [newest] = (await (await request.get('/api/news/all/hvps')).json()) as { title: string }[];
  await gotoHydrated(page, '/news');
  await page.getByRole('main').getByRole('link', { name: newest!.title, exact: true }).click();

  await expect(page).toHaveURL(/\/news\/[0-9a-f-]{36}-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
  await expect(page).toHaveTitle(new RegExp(`^${newest!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await checkWideThenNarrow(page, 'a news item’s page');

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
});

test('an event’s own page says when and where it is, adds it to a calendar and opens its pictures', async ({
  page,
}) => {
  await gotoHydrated(page, '/upcoming-events');
  await page.getByRole('main').getByRole('link', { name: 'Annual Sports Meet', exact: true }).first().click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annual Sports Meet');
  const main = page.getByRole('main');
  await expect(main.getByText('School Sports Field')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Add to calendar: Annual Sports Meet' })).toHaveAttribute(
    'href',
    /^\/upcoming-events\/[0-9a-f-]{36}\.ics$/,
  );
  await checkWideThenNarrow(page, 'an event’s page');

  await main.getByRole('button', { name: 'View photo: Annual Sports Meet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});
