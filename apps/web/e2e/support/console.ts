/**
 * The staff console (/admin) from a browser: signing in as a demo account,
 * writing an item through its screens, and looking at the public site in a
 * fresh browser context that carries no staff cookie.
 */
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { demoStaff, type DemoStaffAccount } from '@school/content/demo/staff';
import { school } from '@school/content/school';
import type { StaffRole } from '@school/shared/staff-permissions';
import { gotoHydrated } from './hydration';

/** The console's navigation link to each kind of content, in the order the navigation shows them. */
export const contentKindLinks = [
  'Alerts',
  'Highlights',
  'News',
  'Events',
  'Circulars',
  'Testimonials',
  'Messages',
  'Achievements',
  'Registrations',
  'Announcements',
  'Photo albums',
  'Videos',
] as const;

/**
 * News dated in this year appear in the /news list that the news search spec counts, so the tests' own news
 * items (except the one that must appear in the home marquee) are dated in a year no other spec looks at.
 */
export const quietNewsYear = '2019';
export const quietNewsDate = `${quietNewsYear}-06-15`;

export function demoAccount(role: StaffRole): DemoStaffAccount {
  const account = demoStaff.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`content/demo/staff.ts has no demo ${role} account`);
  return account;
}

/** A title no other test (or earlier run against the same database) uses. */
export function uniqueTitle(what: string): string {
  return `${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** Today's date at the school, as a date field wants it (`2026-11-24`). */
export function schoolToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: school.timeZone }).format(new Date());
}

/** Fills in the sign-in form on the page it is on and presses Sign in. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in as a demo account through /admin/sign-in and waits for the start screen. */
export async function signInAs(page: Page, role: StaffRole): Promise<DemoStaffAccount> {
  const account = demoAccount(role);
  await gotoHydrated(page, '/admin/sign-in');
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return account;
}

/** A new browser context (no staff cookie) with one page, for what a visitor sees; close it when done. */
export async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The editor of a formatted-text field (news descriptions): a textbox named by the field's label. */
export function richText(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

/**
 * Waits for the formatted-text editor of the field `label`, which loads after the page (a plain text box stands in
 * until then), and returns its toolbar. The editor is a chunk of its own that the browser compiles once it arrives;
 * on two busy cores that takes longer than expect's 5 s.
 */
export async function editorReady(page: Page, label: string): Promise<Locator> {
  const toolbar = page.getByRole('toolbar', { name: `Formatting for ${label}` });
  await expect(toolbar).toBeVisible({ timeout: 15_000 });
  return toolbar;
}

export interface NewsDraft {
  title: string;
  date: string;
  description: string;
}

/**
 * Writes a news item through New on /admin/news and saves it as a draft. Returns the edit screen's
 * address (`/admin/news/<id>`), where the page is left.
 */
export async function createNewsDraft(page: Page, news: NewsDraft): Promise<string> {
  await gotoHydrated(page, '/admin/news');
  await page.getByRole('main').getByRole('link', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New news item' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(news.title);
  await page.getByLabel('Date', { exact: true }).fill(news.date);
  // Typed into the formatted-text editor, once it has replaced the plain text box.
  await editorReady(page, 'Description');
  const description = richText(page, 'Description');
  await description.click();
  await page.keyboard.type(news.description);
  await expect(description).toContainText(news.description);
  await page.getByRole('button', { name: 'Save draft' }).click();
  return expectEditScreen(page, 'news', news.title);
}

/** Waits for the edit screen of a saved item and returns its address. */
export async function expectEditScreen(page: Page, kind: string, title: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/admin/${kind}/[^/?]+(\\?.*)?$`));
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The status the edit screen shows ("Status: Draft"). */
export function statusLine(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Where it stands' })
    .getByRole('paragraph')
    .filter({ hasText: /^Status:/ });
}

/** Presses a button of the edit screen and waits for the page to come back with the success message. */
export async function pressAndConfirm(page: Page, button: string, message: RegExp): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}

/**
 * Puts a document's earlier file first again and publishes it, so later specs see the demo school as it was: the
 * document's address serves `before` again.
 */
export async function putEarlierFileBack(
  page: Page,
  editPath: string,
  address: string,
  before: Buffer,
  request: APIRequestContext,
): Promise<void> {
  await gotoHydrated(page, editPath);
  const versions = page.getByRole('region', { name: /file/i });
  await expect(versions.getByText('Current', { exact: true })).toBeVisible();
  await versions
    .getByRole('button', { name: /^Use this version/ })
    .first()
    .click();
  await expect(
    page.getByText('This version now comes first: the pages open it once the document is published.'),
  ).toBeVisible();
  await pressAndConfirm(page, 'Publish now', /^Published/);
  const restored = await request.get(address);
  expect(await restored.body()).toEqual(before);
}

/**
 * Takes an item a test published off the site and puts it in the bin, so later specs see the demo content
 * as it was. Opens the edit screen itself: the page may be anywhere after a failure.
 */
export async function moveToBin(page: Page, editPath: string): Promise<void> {
  await gotoHydrated(page, editPath);
  await page.getByText(/^Delete this /).click();
  // The fold's own Delete: an album's photos have Delete buttons too.
  await page.getByRole('group').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Moved to the bin/ })).toBeVisible();
}

/** The news headings of /news, opened on `year` when the list offers that year. */
export async function publicNewsHeadings(page: Page, year?: string): Promise<Locator> {
  await gotoHydrated(page, '/news');
  const yearChoice = page.getByRole('combobox', { name: 'Year', exact: true });
  await expect(yearChoice).toBeVisible();
  if (year !== undefined) {
    const years = await yearChoice.locator('option').allTextContents();
    if (years.includes(year)) {
      await yearChoice.selectOption(year);
      await expect(yearChoice).toHaveValue(year);
    }
  }
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
}
