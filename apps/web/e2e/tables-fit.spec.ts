/**
 * On a phone every table shows all of its text. At 320
 * and 375 px, on every information page whose content holds a table, no
 * cell's text runs out of its cell or is cut off by a box around the table
 * (the old 480 px table scrolled, unannounced, inside a 341 px box), and the
 * page itself does not scroll sideways.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { pages } from '@school/content/site-map';
import { gotoHydrated } from './support/hydration';
import { phone } from './support/viewports';

/** The narrowest phone the site is made for. */
const smallestPhone = { width: 320, height: 800 } as const;

const pagesFolder = fileURLToPath(new URL('../../../content/pages/', import.meta.url));

/** A `::table` block, or the delimiter row of a table written in Markdown (`| --- | --- |`). */
const tableInMarkdown = /^::table\{|^ *\|? *:?-+:? *(\| *:?-+:? *)+\|? *$/m;

/** Each page's text is `content/pages/<section>/<page id>.md` (content/README.md): the pages that hold a table. */
const pathsWithTables = readdirSync(pagesFolder, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md') && tableInMarkdown.test(readFileSync(`${pagesFolder}${file}`, 'utf8')))
  .map((file) => {
    const id = basename(file, '.md');
    const page = pages.find((candidate) => candidate.id === id);
    if (!page) throw new Error(`content/pages/${file} belongs to no page of the site map`);
    return page.path;
  })
  .sort();

/**
 * Runs in the page. Describes every shown cell of the main content whose text
 * does not fit in it, or that a clipping or scrolling box around it (or the
 * screen's edge) cuts off. A cell inside a box of 1 px, such as the visually
 * hidden heading row of a stacked table, is hidden on purpose and skipped.
 */
function cutCells(): string[] {
  const found: string[] = [];
  for (const cell of Array.from(document.querySelectorAll<HTMLTableCellElement>('main th, main td'))) {
    // A cell that is not drawn (in a closed tab) shows nothing to cut.
    if (cell.getClientRects().length === 0) continue;
    const where = `"${(cell.textContent ?? '').trim()}" (table "${cell.closest('table')?.caption?.textContent ?? ''}")`;
    const boxesAround: HTMLElement[] = [];
    for (let around = cell.parentElement; around; around = around.parentElement) {
      if (getComputedStyle(around).overflowX !== 'visible') boxesAround.push(around);
    }
    if (boxesAround.some((around) => around.clientWidth <= 1 || around.clientHeight <= 1)) continue;
    const box = cell.getBoundingClientRect();
    const cutBy = boxesAround.find((around) => {
      const left = around.getBoundingClientRect().left + around.clientLeft;
      return box.left < left - 1 || box.right > left + around.clientWidth + 1;
    });
    if (cell.scrollWidth > cell.clientWidth + 1) {
      found.push(`${where}: its text is ${cell.scrollWidth - cell.clientWidth} px wider than the cell`);
    } else if (cutBy) {
      found.push(
        `${where}: sticks out of <${cutBy.tagName.toLowerCase()} class="${cutBy.className}">, which cuts it off`,
      );
    } else if (box.left < -1 || box.right > window.innerWidth + 1) {
      found.push(`${where}: runs off the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
    }
  }
  return found;
}

test('the pages with tables are found in the content', () => {
  // The admission page has eight tables; finding it shows the list is read from the content, not empty.
  expect(pathsWithTables).toContain('/admission-process');
});

for (const viewport of [smallestPhone, phone]) {
  test.describe(`tables at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of pathsWithTables) {
      test(`${path}: every cell shows all its text, and the page does not scroll sideways`, async ({ page }) => {
        await gotoHydrated(page, path);
        expect(await page.getByRole('main').locator('table').count(), `${path} has a table`).toBeGreaterThan(0);

        const cut = await page.evaluate(cutCells);
        expect(cut, `table cells cut off on ${path} at ${viewport.width} px:\n${cut.join('\n')}`).toEqual([]);

        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          screen: window.innerWidth,
        }));
        expect(widths.page, `${path} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(widths.screen);
      });
    }
  });
}
