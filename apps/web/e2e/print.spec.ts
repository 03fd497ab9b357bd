/**
 * Pages print well. On paper a page keeps its breadcrumb,
 * heading and content, and drops the navigation, search box, ticker,
 * carousels, buttons and the footer except the school's address and phone.
 * Tables print whole with their header row repeated on each page, a document
 * link prints its address, and /admission-process fits on 3 A4 pages (it
 * filled 6 with the screen's layout).
 */
import { expect, test, type Page } from '@playwright/test';
import { school } from '@school/content/school';
import { gotoHydrated } from './support/hydration';

/** An A4 page less the print stylesheet's 14 mm side margins, in CSS pixels (96 per inch). */
const paperWidth = Math.floor(((210 - 2 * 14) / 25.4) * 96);

async function openForPaper(page: Page, path: string) {
  await page.setViewportSize({ width: paperWidth, height: 1000 });
  await gotoHydrated(page, path);
  await page.emulateMedia({ media: 'print' });
}

/** Pages in a PDF made by Chromium: one `/Type /Page` object each (the tree's root is `/Type /Pages`). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

test('/admission-process prints on at most 3 A4 pages', async ({ page }) => {
  await gotoHydrated(page, '/admission-process');
  const pages = pageCount(await page.pdf({ format: 'A4' }));
  expect(pages).toBeGreaterThan(0);
  expect(pages).toBeLessThanOrEqual(3);
});

test('on paper the heading and content stay, and the frame around them goes', async ({ page }) => {
  await openForPaper(page, '/admission-process');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admission Process' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to apply' })).toBeVisible();

  for (const hidden of [
    page.getByRole('navigation', { name: 'Quick links' }),
    page.getByRole('combobox'),
    page.getByRole('button', { name: 'Menu' }),
    page.getByRole('region', { name: 'Highlights' }),
    page.locator('main summary'),
    page.getByRole('button').first(),
    page.getByRole('region', { name: 'Useful Links' }),
    page.getByRole('contentinfo').getByRole('link', { name: school.email }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(school.address.street)).toBeVisible();
  // Its phone link, whatever the number is just now (school-profile.spec.ts changes it for a moment).
  await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
});

test('on paper a table is whole, with its header row repeated on every page, and a document link shows its address', async ({
  page,
}) => {
  await openForPaper(page, '/admission-process');
  const tables = await page.locator('main table').evaluateAll((all) =>
    all.map((table) => ({
      headerRow: getComputedStyle(table.querySelector('thead')!).display,
      fits: table.getBoundingClientRect().right <= document.querySelector('main')!.getBoundingClientRect().right + 1,
    })),
  );
  expect(tables.length).toBeGreaterThan(3);
  for (const table of tables) expect(table).toEqual({ headerRow: 'table-header-group', fits: true });

  // On paper the address is part of the link's text, so it is found by what it links to.
  const feeStructure = page.locator('main a[href$=".pdf"]', { hasText: /^fee structure/ });
  const href = await feeStructure.getAttribute('href');
  const printed = await feeStructure.evaluate((link) => getComputedStyle(link, '::after').content);
  const origin = new URL(page.url()).origin;
  expect(printed).toBe(`" (${origin}${href})"`);
});
