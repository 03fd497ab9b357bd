/**
 * The home page against the real server and its demo data: the announcement
 * pop-up (spec section 2, item 10) opens by itself after hydration, steps
 * through the announcements and closes on Escape; and the first HTML already
 * holds the live blocks (news, leaders' messages), rendered on the server.
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

interface Titled {
  title: string;
}

/** Text as React writes it into HTML. */
function asHtmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

test('the announcements open by themselves, step with Next and close on Escape', async ({ page, request }) => {
  const announcements = (await (await request.get('/api/notification/hvps')).json()) as Titled[];
  expect(announcements.length).toBeGreaterThanOrEqual(2);
  const [first, second] = announcements as [Titled, Titled];

  await gotoHydrated(page, '/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(first.title);
  await expect(dialog.getByRole('heading', { name: first.title, exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Next announcement' }).click();
  await expect(dialog.getByRole('heading', { name: second.title, exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: first.title, exact: true })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The page behind it takes clicks again.
  await page.getByRole('link', { name: 'View All Latest News' }).click();
  await expect(page).toHaveURL(/\/news$/);
});

test('the Close button hides the announcements', async ({ page }) => {
  await gotoHydrated(page, '/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close announcements' }).click();
  await expect(dialog).toBeHidden();
});

test('the pop-up’s picture is fetched when the pop-up opens, not with the page', async ({ page }) => {
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/image/announcements/')) pictures.push(request.url());
  });
  // Held before they start, the scripts cannot open the pop-up: the page is as the browser first draws it.
  await page.route('**/assets/**/*.js', () => new Promise(() => {}));
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { name: 'Stakeholders Speak' })).toBeAttached();
  expect(pictures).toEqual([]);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await gotoHydrated(page, '/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The first announcement of the demo data has a picture; it arrives once the pop-up is open.
  await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
  expect(await dialog.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(pictures.length).toBeGreaterThan(0);
});

test('the first HTML of the home page already holds the news and the Chairman’s message', async ({ request }) => {
  const news = (await (await request.get('/api/news/hvps')).json()) as Titled[];
  const records = (await (await request.get('/api/PrincipalMessage/hvps')).json()) as {
    category: string;
    name: string;
  }[];
  const chairman = records.find((record) => record.category === 'Chairman');
  expect(news.length).toBeGreaterThan(0);
  expect(chairman).toBeDefined();

  const response = await request.get('/');
  expect(response.ok()).toBe(true);
  // Only the rendered markup counts, not the loader data the scripts carry.
  const markup = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  expect(markup).toContain(asHtmlText(news[0]!.title));
  expect(markup).toContain(asHtmlText(chairman!.name));
  // With news there are no placeholders.
  expect(markup).not.toContain('News Title');
});
