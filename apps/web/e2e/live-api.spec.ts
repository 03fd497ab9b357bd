/**
 * The forms against the real server and its demo data (no interception):
 * the demo certificate downloads as tc.jpg, a wrong name is refused, and a
 * contact message is stored in the database.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { e2eDataDir } from './support/server-data';

test('the demo transfer certificate downloads as tc.jpg', async ({ page }) => {
  await gotoHydrated(page, '/tc-issued');
  await page.getByLabel('Admission No.').fill('HV/10283');
  await page.getByLabel('Student Full Name').fill('  ananya   reddy ');
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'View Details' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('tc.jpg');
  const file = await download.path();
  expect(file).toBeTruthy();
});

test('a wrong name is refused with the spec message', async ({ page }) => {
  await gotoHydrated(page, '/tc-issued');
  await page.getByLabel('Admission No.').fill('HV/10283');
  await page.getByLabel('Student Full Name').fill('Someone Else');
  await page.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByText('Failed to process your request. Please try again later.')).toBeVisible();
});

test('a contact message is stored and thanked for', async ({ page }) => {
  const marker = `Live test ${Date.now()}`;
  await gotoHydrated(page, '/contact-us');
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill('meera.iyer@example.com');
  await page.getByLabel('Phone Number').fill('9876543210');
  await page.getByLabel('Profession').selectOption('Parent');
  await page.getByLabel('Message').fill(marker);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();

  const db = new Database(path.join(e2eDataDir, 'school.db'), { readonly: true });
  try {
    const row = db.prepare('select name, email, phone, profession from contact_messages where message = ?').get(marker);
    expect(row).toEqual({
      name: 'Meera Iyer',
      email: 'meera.iyer@example.com',
      phone: '9876543210',
      profession: 'Parent',
    });
  } finally {
    db.close();
  }
});

test('the header ticker shows the school’s highlights', async ({ page, request }) => {
  const highlights = (await (await request.get('/api/highlight/hvps')).json()) as { title: string }[];
  expect(highlights.length).toBeGreaterThan(0);
  await gotoHydrated(page, '/our-school');
  const ticker = page.getByRole('region', { name: 'Highlights' });
  await expect(ticker.getByText(highlights[0]!.title).first()).toBeVisible();
  await expect(ticker.getByText('Stay tuned for latest updates')).toHaveCount(0);
});

test('a browser session records one visit, however many pages it views', async ({ browser, request }) => {
  const before = ((await (await request.get('/api/visitor/hvps')).json()) as { visitor: number }[])[0]!.visitor;
  const context = await browser.newContext();
  const page = await context.newPage();
  let visitsPosted = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/visitor') visitsPosted += 1;
  });

  await gotoHydrated(page, '/');
  const counter = page.getByText(/^Visitors: [\d,]+$/);
  await expect(counter).toBeVisible();
  const shown = Number((await counter.textContent())!.replace(/\D/g, ''));
  expect(shown).toBeGreaterThan(before);
  expect(visitsPosted).toBe(1);

  await gotoHydrated(page, '/');
  await expect(page.getByText(/^Visitors: [\d,]+$/)).toBeVisible();
  expect(visitsPosted).toBe(1);
  await context.close();
});
