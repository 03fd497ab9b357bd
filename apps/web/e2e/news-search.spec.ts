/**
 * /news against the demo data: the page opens on the default year with every
 * item of that year, a title search narrows the list, and clearing the search
 * brings the whole year back.
 */
import { expect, test } from '@playwright/test';
import { newsDefaultYear, yearOf } from '@school/shared/list-filters';
import { gotoHydrated } from './support/hydration';

test('the news search narrows the list and clears', async ({ page, request }) => {
  const news = (await (await request.get('/api/news/all/hvps')).json()) as { title: string; fromDate: string }[];
  const year = newsDefaultYear(
    news.map((item) => item.fromDate),
    new Date(),
  );
  const ofYear = news.filter((item) => yearOf(item.fromDate) === year);
  expect(ofYear.length, 'the demo data should have several news items in the default year').toBeGreaterThan(1);
  const [target] = ofYear;
  const others = ofYear.filter((item) => item !== target);

  await gotoHydrated(page, '/news');
  const list = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(page.getByLabel('Year')).toHaveValue(String(year));
  await expect(list).toHaveCount(ofYear.length);

  // The title in a different case: the search ignores case.
  await page.getByLabel('Search by title').fill(target!.title.toUpperCase());
  await expect(list.getByRole('heading', { name: target!.title })).toBeVisible();
  for (const other of others.filter((item) => !item.title.toUpperCase().includes(target!.title.toUpperCase()))) {
    await expect(list.getByRole('heading', { name: other.title, exact: true })).toHaveCount(0);
  }

  await page.getByLabel('Search by title').fill('no news has this title');
  await expect(page.getByText('No data available for the selected filters.')).toBeVisible();
  await expect(list).toHaveCount(0);

  await page.getByLabel('Search by title').fill('');
  await expect(list).toHaveCount(ofYear.length);
});
