/**
 * The CBSE Mandatory Public Disclosure (/mandatory-public-disclosure) on the demo school, which fills every row: at
 * 1280 and at 375 px (where its tables stack as cards) the page has the Board's five sections A to E, each with its
 * captioned table and header cells, every row says something and when it was last updated, no document row says
 * "Not yet uploaded", the Class X and XII results each list three years with a pass percentage, and axe finds
 * nothing. The home page's "Mandatory Disclosure" tile leads to it.
 *
 * The demo's figures are not asserted one by one: a console spec (console-disclosure.spec.ts) changes one while this
 * runs. Only that each row has a value, its date, and its document's address.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { disclosureSections } from '@school/shared/disclosure';
import { expectNoAxeViolations } from './support/axe';
import { openHomeBehindAnnouncements } from './support/home-page';
import { gotoHydrated } from './support/hydration';
import { desktop, phone } from './support/viewports';

const path = '/mandatory-public-disclosure';

/** The Board's five sections, as the page heads them. */
const sectionHeadings = [
  'A. General information',
  'B. Documents and information',
  'C. Results and academics',
  'D. Staff (teaching)',
  'E. School infrastructure',
];

const rowColumns = ['Information', 'Details', 'Last updated'];
const certificateColumns = ['Document', 'Copy', 'Valid until', 'Last updated'];
const resultColumns = ['Year', 'No. of registered students', 'No. of students passed', 'Pass percentage', 'Remarks'];
const teacherColumns = ['Name', 'Designation', 'Qualifications'];

/** A day as the page writes it. */
const ddmmyyyy = /^\d{2}\/\d{2}\/\d{4}$/;

/** The cells of each body row of a table, as text (a stacked cell's heading is drawn by CSS, not in its text). */
async function bodyRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows: HTMLTableRowElement[]) =>
      rows.map((row) => Array.from(row.cells, (cell) => (cell.textContent ?? '').trim())),
    );
}

async function expectColumns(table: Locator, columns: string[]): Promise<void> {
  await expect(table.getByRole('columnheader')).toHaveText(columns);
}

async function expectCompleteDisclosure(page: Page): Promise<void> {
  const width = `${page.viewportSize()?.width} px`;
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeVisible();
  await expect(main).not.toContainText('Not yet uploaded');

  // The five sections, in the Board's order, each a region named by its heading (its first table's caption).
  const sections = main.locator('section[aria-labelledby]');
  await expect(sections.getByRole('heading', { level: 2 })).toHaveText(sectionHeadings);

  for (const [index, section] of disclosureSections.entries()) {
    const heading = sectionHeadings[index]!;
    const region = main.getByRole('region', { name: heading, exact: true });
    await expect(region.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();

    // The section's own table: one row for each of the Board's rows, each with a value and a date.
    const table = region.getByRole('table', { name: heading, exact: true });
    await expect(table, `${heading} at ${width}`).toBeVisible();
    const certificates = section.rows.some((row) => 'document' in row && row.validity);
    await expectColumns(table, certificates ? certificateColumns : rowColumns);
    const rows = await bodyRows(table);
    expect(
      rows.map((cells) => cells[0]),
      `${heading}: the rows`,
    ).toEqual(section.rows.map((row) => row.label));
    for (const [rowIndex, row] of section.rows.entries()) {
      const cells = rows[rowIndex]!;
      const [label, value] = cells;
      const updated = cells.at(-1)!;
      expect(value, `${heading}, "${label}": its value at ${width}`).toMatch(/\S/);
      expect(value, `${heading}, "${label}": filled on the demo`).not.toBe('–');
      expect(updated, `${heading}, "${label}": last updated`).toMatch(ddmmyyyy);
      if ('document' in row) {
        const link = table
          .getByRole('row')
          .nth(rowIndex + 1)
          .getByRole('link');
        await expect(link, `${heading}, "${label}": its document`).toHaveAttribute(
          'href',
          `/documents/${row.document}.pdf`,
        );
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      }
      if (certificates) {
        const validUntil = cells[2]!;
        if ('document' in row && row.validity) expect(validUntil, `"${label}": valid until`).toMatch(ddmmyyyy);
        else expect(validUntil, `"${label}" has no date of validity`).toBe('–');
      }
    }

    if (section.results) {
      for (const label of ['Class X', 'Class XII']) {
        const results = region.getByRole('table', {
          name: new RegExp(`^${label} results \\(last updated \\d{2}/\\d{2}/\\d{4}\\)$`),
        });
        await expect(results, `${label} results at ${width}`).toBeVisible();
        await expectColumns(results, resultColumns);
        const years = await bodyRows(results);
        expect(years, `${label}: the last three years`).toHaveLength(3);
        for (const [year, registered, passed, percentage, remarks] of years) {
          expect(year, `${label}: a year`).toMatch(/^\d{4}$/);
          expect(registered, `${label} ${year}: registered`).toMatch(/^[\d,]+$/);
          expect(passed, `${label} ${year}: passed`).toMatch(/^[\d,]+$/);
          expect(percentage, `${label} ${year}: pass percentage`).toMatch(/^\d{1,3}\.\d$/);
          expect(remarks, `${label} ${year}: remarks`).toMatch(/\S/);
        }
      }
    }

    if (section.teachers) {
      const teachers = region.getByRole('table', { name: /^List of teachers \(last updated \d{2}\/\d{2}\/\d{4}\)$/ });
      await expect(teachers, `the list of teachers at ${width}`).toBeVisible();
      await expectColumns(teachers, teacherColumns);
      const rows = await bodyRows(teachers);
      expect(rows.length, 'the demo lists its teachers').toBeGreaterThan(0);
      for (const [name, designation] of rows) {
        expect(name, 'a teacher’s name').toMatch(/\S/);
        expect(designation, `${name}’s designation`).toMatch(/\S/);
      }
    }
  }

  await expectNoAxeViolations(page, 'the Mandatory Public Disclosure');
}

for (const viewport of [desktop, phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the demo school’s disclosure is complete: five sections, their tables, every row filled, no axe violations', async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expectCompleteDisclosure(page);
    });
  });
}

test.describe('reached from the home page', () => {
  test.use({ viewport: desktop });

  test('the “Mandatory Disclosure” tile and the Academics menu lead to the disclosure page', async ({ page }) => {
    await openHomeBehindAnnouncements(page);
    // The Academics menu's link, in the closed menu group.
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'CBSE Mandatory Disclosure', exact: true, includeHidden: true }),
    ).toHaveAttribute('href', path);

    await page
      .getByRole('navigation', { name: 'Quick links for parents' })
      .getByRole('link', { name: 'Mandatory Disclosure', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'A. General information', exact: true })).toBeVisible();
  });
});
