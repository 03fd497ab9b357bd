/**
 * /news against the demo data: the page opens on the default year with every
 * item of that year, a title search narrows the list, and clearing the search
 * brings the whole year back.
 */
import { expect, test } from '@playwright/test';
import { school } from '@school/content/school';
import { gotoHydrated } from './support/hydration';

test('the news search narrows the list and clears', async ({ page, request }) => {
  const news = (await (await request.get('/api/news/all/hvps')).json()) as { title: string; fromDate: string }[];
  // The spec's rule, worked out here rather than with the site's own function: this year at the school, or the
  // previous year when this year has no news yet.
  const thisYear = Number(new Intl.DateTimeFormat('en-GB', { timeZone: school.timeZone, year: 'numeric' }).format());
  const year = news.some((item) => item.fromDate.startsWith(`${thisYear}-`)) ? thisYear : thisYear - 1;
  const ofYear = news.filter((item) => item.fromDate.startsWith(`${year}-`));
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
