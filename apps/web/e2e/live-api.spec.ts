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
