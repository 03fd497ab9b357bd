/**
 * The console's Disclosure against `npm start`, seen on the public Mandatory Public Disclosure:
 * - a publisher, whose start screen warns of the demo's fire safety certificate, opens Disclosure from the menu,
 *   changes the number of classrooms and presses Publish now: the page shows the new figure dated today, while a row
 *   left alone keeps its own date; the demo's figure is then published again;
 * - a file uploaded with Replace on the Documents screen (the PTA members' list, which no other spec asserts on) is
 *   what the disclosure's row links, dated today; the earlier file is then put back;
 * - an editor has no Disclosure in the menu, no disclosure reminders, and gets the 403 page at its address.
 * Axe on the Disclosure screen is in console-axe.spec.ts, with the other screens.
 *
 * Every row the seed writes is dated the day it runs, today: so that "dated today" shows a change, the rows a test
 * looks at are first dated in the past in the e2e server's database, as staff who changed them long ago left them.
 */
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { demoFigures } from '@school/content/demo/disclosure';
import { disclosureKey } from '@school/shared/disclosure';
import {
  pressAndConfirm,
  putEarlierFileBack,
  schoolToday,
  signInAs,
  uniqueTitle,
  visitorPage,
} from '../../web/e2e/support/console';
import { gotoHydrated } from '../../web/e2e/support/hydration';
import { e2eDataDir } from '../../web/e2e/support/server-data';
import { desktop } from '../../web/e2e/support/viewports';

test.use({ viewport: desktop });

const publicPath = '/mandatory-public-disclosure';

/** A day long past, at noon at the school: the same day whichever time zone reads it. */
const longAgo = { iso: '2020-01-15', instant: '2020-01-15T06:30:00.000Z', shown: '15/01/2020' };

/** A day as the page writes it (`2026-11-24` as `24/11/2026`). */
const shown = (iso: string) => iso.split('-').reverse().join('/');

function withDatabase<T>(use: (db: Database.Database) => T): T {
  const db = new Database(path.join(e2eDataDir, 'school.db'));
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/**
 * Sets the day the stored disclosure says each of these rows last changed, as a save long ago would have left it,
 * and returns the days they had. Only the published copy is dated: a draft left by an interrupted run keeps its own.
 */
function dateDisclosureRows(days: Record<string, string>): Record<string, string> {
  return withDatabase((db) => {
    const row = db
      .prepare("select id, message from content_items where kind = 'disclosure' and key = ?")
      .get(disclosureKey) as { id: string; message: string } | undefined;
    if (!row) throw new Error('the e2e database has no disclosure: the demo seed should have stored one');
    const disclosure = JSON.parse(row.message) as { updated: Record<string, string> };
    const before = Object.fromEntries(Object.keys(days).map((key) => [key, disclosure.updated[key]!]));
    disclosure.updated = { ...disclosure.updated, ...days };
    db.prepare('update content_items set message = ? where id = ?').run(JSON.stringify(disclosure), row.id);
    return before;
  });
}

/** The disclosure's item id, for its edit screen's address. */
function disclosureId(): string {
  return withDatabase(
    (db) =>
      (
        db.prepare("select id from content_items where kind = 'disclosure' and key = ?").get(disclosureKey) as {
          id: string;
        }
      ).id,
  );
}

/** The row of a disclosure table that `label` heads. */
function disclosureRow(page: Page, section: string, label: string): Locator {
  return page
    .getByRole('region', { name: section, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: label, exact: true }) });
}

/** Opens the public disclosure in a visitor's browser (no staff cookie); close its context when done. */
async function publicDisclosure(browser: Browser): Promise<Page> {
  const visitor = await visitorPage(browser);
  await gotoHydrated(visitor, publicPath);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeVisible();
  return visitor;
}

/** On the Disclosure screen: types `value` as the number of classrooms and publishes it. */
async function publishClassrooms(page: Page, value: string): Promise<void> {
  const classrooms = page.getByLabel('Number of classrooms', { exact: true });
  await expect(classrooms).toBeEnabled();
  await classrooms.fill(value);
  await pressAndConfirm(page, 'Publish now', /^Published/);
  await expect(classrooms).toHaveValue(value);
}

test('a publisher changes a figure and publishes it: the page shows it dated today, other rows keep their dates', async ({
  page,
  browser,
}) => {
  const classrooms = 'classrooms';
  const laboratories = 'laboratories';
  const earlier = dateDisclosureRows({ [classrooms]: longAgo.iso, [laboratories]: longAgo.iso });
  const today = shown(schoolToday());
  // A figure no other spec asserts: the demo's, plus a few.
  const changed = String(Number(demoFigures.classrooms) + 7);

  await signInAs(page, 'publisher');
  // The start screen warns of the demo's fire safety certificate, which runs out in three weeks.
  const reminders = page.getByRole('region', { name: 'Mandatory Public Disclosure' });
  await expect(reminders.getByRole('list', { name: 'Certificates running out' })).toContainText(
    /Fire safety certificate runs out on \d{2}\/\d{2}\/\d{4}, in \d+ days\./,
  );

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Disclosure', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/disclosure\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeVisible();
  const editPath = new URL(page.url()).pathname;

  try {
    await publishClassrooms(page, changed);

    const visitor = await publicDisclosure(browser);
    try {
      const section = 'E. School infrastructure';
      await expect(disclosureRow(visitor, section, 'Number of classrooms').getByRole('cell')).toHaveText([
        'Number of classrooms',
        changed,
        today,
      ]);
      // A row the save did not change keeps the day it last changed.
      await expect(
        disclosureRow(visitor, section, 'Number of laboratories, computer labs included').getByRole('cell').last(),
      ).toHaveText(longAgo.shown);
    } finally {
      await visitor.context().close();
    }
  } finally {
    // The demo's figure again, and the laboratories' day as it was: the next save keeps the day stored.
    dateDisclosureRows({ [laboratories]: earlier[laboratories]! });
    await gotoHydrated(page, editPath);
    await publishClassrooms(page, demoFigures.classrooms);
  }
});

test('a document replaced on the Documents screen is what its disclosure row links, dated today', async ({
  page,
  browser,
  request,
}) => {
  const address = '/documents/pta-members.pdf';
  withDatabase((db) =>
    db
      .prepare("update content_items set updated_at = ? where kind = 'document' and key = 'pta-members'")
      .run(longAgo.instant),
  );
  const before = await request.get(address);
  expect(before.status()).toBe(200);

  await signInAs(page, 'publisher');
  await gotoHydrated(page, '/admin/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Parents Teachers Association/ }) });

  const tag = uniqueTitle('PTA members e2e');
  const pdf = Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${tag}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
  await row
    .getByLabel(/^Replace Parents Teachers Association/)
    .setInputFiles({ name: 'pta.pdf', mimeType: 'application/pdf', buffer: pdf });
  const editPath = await row.getByRole('link', { name: /^Parents Teachers Association/ }).getAttribute('href');
  await row.getByRole('button', { name: /^Upload and publish Parents Teachers Association/ }).click();
  await expect(row.getByRole('status')).toContainText('Every page links the new file now');

  // From here the new file is on the site: the earlier one is put back whatever happens.
  try {
    const visitor = await publicDisclosure(browser);
    try {
      const ptaRow = disclosureRow(
        visitor,
        'C. Results and academics',
        'List of the Parents Teachers Association (PTA) members',
      );
      const link = ptaRow.getByRole('link', { name: 'Parents Teachers Association 2025-26 (opens in a new tab)' });
      await expect(link).toHaveAttribute('href', address);
      await expect(ptaRow).not.toContainText('Not yet uploaded');
      await expect(ptaRow.getByRole('cell').last()).toHaveText(shown(schoolToday()));
      // What the row links is the file just uploaded.
      const linked = await request.get((await link.getAttribute('href'))!);
      expect(linked.status()).toBe(200);
      expect((await linked.body()).toString()).toContain(tag);
    } finally {
      await visitor.context().close();
    }
  } finally {
    // The earlier file again, as the Documents spec puts back the fee structure.
    await putEarlierFileBack(page, editPath!, address, await before.body(), request);
  }
});

test('an editor has no Disclosure in the menu and gets the 403 page at its address', async ({ page }) => {
  await signInAs(page, 'editor');
  const menu = page.getByRole('navigation', { name: 'Console' });
  // The editor's menu is there, with the content an editor keeps.
  await expect(menu.getByRole('link', { name: 'News', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Documents', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Disclosure', exact: true })).toHaveCount(0);
  // Nor does the start screen remind an editor of the disclosure's certificates.
  await expect(page.getByRole('heading', { level: 1, name: 'What needs attention' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mandatory Public Disclosure' })).toHaveCount(0);

  for (const address of ['/admin/disclosure', `/admin/disclosure/${disclosureId()}`]) {
    const response = await gotoHydrated(page, address);
    expect(response?.status(), `${address} for an editor`).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Number of classrooms' })).toHaveCount(0);
  }
});
