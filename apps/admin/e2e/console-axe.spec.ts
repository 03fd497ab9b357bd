/**
 * The staff console is usable by everyone: axe finds no WCAG 2.1 A/AA violations on any of its
 * screens on a 1280 px laptop and a 375 px phone, no screen scrolls sideways on the phone, and the sign-in
 * page and a news edit screen can be worked with the keyboard alone, with the focus always in sight.
 *
 * Each screen is opened once and audited at both widths (apps/web/e2e/support/axe.ts): no script of apps/admin reads the
 * screen's size, so the screen narrowed to 375 px is the screen a phone opens, and the sign-ins and items a
 * screen needs are made once, not twice.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { school } from '@school/content/school';
import {
  createNewsDraft,
  demoAccount,
  editorReady,
  quietNewsDate,
  signInAs,
  submitSignIn,
  uniqueTitle,
  visitorPage,
} from '../../web/e2e/support/console';
import { checkWideThenNarrow, expectNoAxeViolations } from '../../web/e2e/support/axe';
import { gotoHydrated, waitForHydration } from '../../web/e2e/support/hydration';
import { e2eDataDir } from '../../web/e2e/support/server-data';
import { desktop, phone } from '../../web/e2e/support/viewports';

/** Runs axe on the page as it is, at the width it has now, and checks that it does not scroll sideways. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await expectNoAxeViolations(page, screen);
  const viewportName = `${page.viewportSize()?.width} px`;
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(widths.scrollWidth, `${screen} should not scroll sideways at ${viewportName}`).toBeLessThanOrEqual(
    widths.clientWidth,
  );
}

/** A draft news item of the admin's, saved twice so its history has revisions; returns its edit address. */
async function draftWithHistory(page: Page): Promise<string> {
  const title = uniqueTitle('Axe check');
  const editPath = await createNewsDraft(page, { title, date: quietNewsDate, description: 'For the axe audit.' });
  await page.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved as a draft/ })).toBeVisible();
  return editPath;
}

/**
 * A contact message, written to the server's database as the contact form stores one (sending it through the
 * form would spend the form's per-minute limit that other specs need); its id and sender.
 */
function storedContactMessage(): { id: string; name: string } {
  const id = crypto.randomUUID();
  const name = uniqueTitle('Axe Parent');
  const db = new Database(path.join(e2eDataDir, 'school.db'));
  try {
    db.prepare(
      'insert into contact_messages (id, school_code, name, email, phone, profession, message, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      id,
      school.code,
      name,
      'axe.parent@example.org',
      '9876543210',
      'Parent',
      'When does the new term start?',
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  return { id, name };
}

interface Screen {
  name: string;
  /** Opens the screen on a fresh page (signing in as needed) and waits until it is ready. */
  open: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** Opens a console address as admin (who may open every screen) and waits for its heading. */
function asAdmin(path: string, title: string | RegExp): Screen['open'] {
  return async (page) => {
    await signInAs(page, 'admin');
    await gotoHydrated(page, path);
    await heading(page, title);
  };
}

/** The edit screen of the first item of a console list, once its file field `region` lists `firstFile`. */
function firstItemWithFiles(list: string, region: string, firstFile: string | RegExp): Screen['open'] {
  return async (page) => {
    await signInAs(page, 'admin');
    await gotoHydrated(page, list);
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
    await expect(page.getByRole('region', { name: region })).toBeVisible();
    await expect(page.getByRole('listitem', { name: firstFile })).toBeVisible();
    await waitForHydration(page);
  };
}

const screens: Screen[] = [
  {
    name: 'sign-in',
    open: async (page) => {
      await gotoHydrated(page, '/admin/sign-in');
      await heading(page, 'Sign in');
    },
  },
  { name: 'start', open: asAdmin('/admin', 'What needs attention') },
  { name: 'start (office)', open: async (page) => void (await signInAs(page, 'office')) },
  { name: 'alerts list', open: asAdmin('/admin/alerts', 'Alerts') },
  { name: 'new alert', open: asAdmin('/admin/alerts/new', 'New alert') },
  { name: 'news list', open: asAdmin('/admin/news', 'News') },
  { name: 'new news item', open: asAdmin('/admin/news/new', 'New news item') },
  {
    name: 'news edit screen',
    open: async (page) => {
      await signInAs(page, 'admin');
      const editPath = await draftWithHistory(page);
      await gotoHydrated(page, editPath);
      await expect(page.getByRole('button', { name: 'Publish now' })).toBeVisible();
    },
  },
  {
    name: 'history',
    open: async (page) => {
      await signInAs(page, 'admin');
      const editPath = await draftWithHistory(page);
      await gotoHydrated(page, `${editPath}/history`);
      await heading(page, /^History of /);
      await expect(page.getByRole('button', { name: /^Restore/ }).first()).toBeVisible();
    },
  },
  { name: 'albums list', open: asAdmin('/admin/albums', 'Photo albums') },
  { name: 'new album', open: asAdmin('/admin/albums/new', 'New album') },
  {
    name: 'album edit screen with its photos',
    open: firstItemWithFiles('/admin/albums', 'The album’s photos', /^Photo 1 of \d+$/),
  },
  {
    name: 'circular edit screen with its files',
    open: firstItemWithFiles('/admin/circulars', 'The magazine issue’s files', 'File 1 of 1'),
  },
  {
    name: 'leader’s message edit screen with its portrait',
    open: firstItemWithFiles('/admin/messages', 'The leader’s message’s portrait', 'Photo 1 of 1'),
  },
  { name: 'bin', open: asAdmin('/admin/bin', 'Bin') },
  { name: 'account', open: asAdmin('/admin/account', 'Account') },
  { name: 'staff', open: asAdmin('/admin/staff', 'Staff') },
  { name: 'audit log', open: asAdmin('/admin/audit', 'Audit log') },
  {
    name: 'inbox',
    open: async (page) => {
      storedContactMessage();
      await asAdmin('/admin/inbox', 'Inbox')(page);
      await expect(page.getByRole('button', { name: 'Mark as read' }).first()).toBeVisible();
    },
  },
  {
    name: 'inbox message',
    open: async (page) => {
      const { id, name } = storedContactMessage();
      await asAdmin(`/admin/inbox/${id}`, `Message from ${name}`)(page);
      await expect(page.getByRole('button', { name: 'Mark as handled' })).toBeVisible();
    },
  },
  { name: 'certificates', open: asAdmin('/admin/certificates', 'Certificates') },
  { name: 'new certificate', open: asAdmin('/admin/certificates/new', 'New certificate') },
  { name: 'import certificates', open: asAdmin('/admin/certificates/import', 'Import certificates') },
  {
    name: 'import report',
    open: async (page) => {
      // A CSV file with a bad row: the screen shows its per-row report.
      await asAdmin('/admin/certificates/import', 'Import certificates')(page);
      await page.getByLabel('CSV file', { exact: true }).setInputFiles({
        name: 'certificates.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('admission_no,name,date_of_issue,file_name\nAXE/1,,31/02/2026,missing.pdf\n'),
      });
      await page.getByLabel('Scans', { exact: true }).setInputFiles({
        name: 'other.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      await page.getByRole('button', { name: 'Import' }).click();
      await expect(page.getByRole('region', { name: 'What needs attention' })).toBeVisible();
    },
  },
  {
    name: 'certificate',
    open: async (page) => {
      // The demo school's certificate (README: HV/10283, Ananya Reddy).
      await asAdmin('/admin/certificates?search=HV%2F10283', 'Certificates')(page);
      await page.getByRole('link', { name: 'HV/10283', exact: true }).click();
      await heading(page, 'Certificate HV/10283');
      await expect(page.getByRole('button', { name: 'Replace scan' })).toBeVisible();
    },
  },
  { name: 'settings', open: asAdmin('/admin/settings', 'Settings') },
  // The menu's Disclosure opens the one disclosure's edit screen: its five sections, results and teachers.
  { name: 'disclosure', open: asAdmin('/admin/disclosure', 'Mandatory Public Disclosure') },
  { name: 'pages', open: asAdmin('/admin/pages', 'Pages') },
  {
    name: 'page text',
    open: async (page) => {
      // A page of tables and a list, its blocks drawn by the editor.
      await asAdmin('/admin/pages', 'Pages')(page);
      await page.getByRole('region', { name: 'Admissions' }).getByRole('link', { name: 'Admission Process' }).click();
      await heading(page, 'Admission Process');
      await editorReady(page, 'Text');
    },
  },
  {
    name: 'new password',
    open: async (page) => {
      // An admin adds an account; its first sign-in, with the one-time password, opens only this screen.
      const admin = await visitorPage(page.context().browser()!);
      let email: string;
      let password: string;
      try {
        await signInAs(admin, 'admin');
        await gotoHydrated(admin, '/admin/staff');
        email = `axe-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
        const add = admin.getByRole('region', { name: 'Add a person' });
        await add.getByLabel('Name', { exact: true }).fill('Axe Check');
        await add.getByLabel('Email', { exact: true }).fill(email);
        await add.getByLabel('Role', { exact: true }).selectOption({ label: 'Editor' });
        await add.getByRole('button', { name: 'Add account' }).click();
        const note = admin.getByRole('status').filter({ hasText: 'one-time password' });
        await expect(note).toContainText(email);
        password = (await note.locator('code').textContent())!.trim();
      } finally {
        await admin.context().close();
      }
      await gotoHydrated(page, '/admin/sign-in');
      await submitSignIn(page, email, password);
      await expect(page).toHaveURL(/\/admin\/new-password(\?.*)?$/);
      await waitForHydration(page);
      await heading(page, 'Choose a new password');
    },
  },
];

test.describe('console WCAG 2.1 AA audit at 1280 px and at 375 px', () => {
  test.use({ viewport: desktop });

  for (const screen of screens) {
    test(`${screen.name} has no axe violations`, async ({ page }) => {
      await screen.open(page);
      await checkWideThenNarrow(page, screen.name, expectAccessible);
    });
  }

  test('the folded menu, opened, has no axe violations', async ({ page }) => {
    await page.setViewportSize(phone);
    await signInAs(page, 'admin');
    const menuButton = page.getByRole('navigation', { name: 'Console' }).getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'News' })).toBeVisible();
    await expectAccessible(page, 'start with the menu open');
  });
});

/**
 * Tabs through the page until every marked control has had the focus (or `limit` presses), checking at
 * each step that the focused element is on screen and drawn with a focus ring. Returns the marks reached.
 */
async function tabThrough(page: Page, marks: string[], limit = 120): Promise<string[]> {
  const reached = new Set<string>();
  for (let n = 0; n < limit && reached.size < marks.length; n += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return {
        what: [
          element.tagName.toLowerCase(),
          element.getAttribute('type'),
          element.getAttribute('name') ??
            element.getAttribute('aria-label') ??
            element.textContent?.trim().slice(0, 40),
          `(focus-visible ${element.matches(':focus-visible')}, outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`,
        ]
          .filter(Boolean)
          .join(' '),
        mark: (element as HTMLElement).dataset.keyboardMark ?? null,
        focusVisible: element.matches(':focus-visible'),
        // Tab also steps through the parts of a date field (day, month, year, then its calendar button). The
        // browser draws those focused itself, inside the field, where no page style reaches: on the calendar
        // button the field itself no longer matches :focus-visible.
        nativeParts:
          element instanceof HTMLInputElement &&
          ['date', 'datetime-local'].includes(element.type) &&
          !element.matches(':focus-visible'),
        ring:
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
        inView: rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth,
      };
    });
    if (!focus) continue;
    if (!focus.nativeParts) {
      expect(focus.focusVisible && focus.ring, `the focus on ${focus.what} should be drawn`).toBe(true);
    }
    expect(focus.inView, `the focused ${focus.what} should be on screen`).toBe(true);
    if (focus.mark) reached.add(focus.mark);
  }
  return marks.filter((mark) => reached.has(mark));
}

test.describe('keyboard only', () => {
  test.use({ viewport: desktop });

  test('Tab reaches every control of the sign-in page and of a news edit screen, with the focus in sight', async ({
    page,
  }) => {
    await gotoHydrated(page, '/admin/sign-in');
    const signInControls = {
      Email: page.getByLabel('Email', { exact: true }),
      Password: page.getByLabel('Password', { exact: true }),
      'Sign in': page.getByRole('button', { name: 'Sign in' }),
    };
    for (const [mark, control] of Object.entries(signInControls)) {
      await control.evaluate((element, value) => ((element as HTMLElement).dataset.keyboardMark = value), mark);
    }
    const signInMarks = Object.keys(signInControls);
    expect(await tabThrough(page, signInMarks, 10)).toEqual(signInMarks);

    // Signing in with the keyboard alone.
    const publisher = demoAccount('publisher');
    await signInControls.Email.focus();
    await page.keyboard.type(publisher.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(publisher.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin$/);

    const editPath = await createNewsDraft(page, {
      title: uniqueTitle('Keyboard check'),
      date: quietNewsDate,
      description: 'Reached with the Tab key.',
    });
    await gotoHydrated(page, editPath);
    const editControls = {
      Title: page.getByLabel('Title', { exact: true }),
      Date: page.getByLabel('Date', { exact: true }),
      'Formatting toolbar': page.getByRole('toolbar', { name: 'Formatting for Description' }).getByRole('button', {
        name: 'Bold',
      }),
      Description: page.getByRole('textbox', { name: 'Description', exact: true }),
      'Save draft': page.getByRole('button', { name: 'Save draft' }),
      'Request review': page.getByRole('button', { name: 'Request review' }),
      'Publish now': page.getByRole('button', { name: 'Publish now' }),
      'Publish at': page.getByLabel('Publish at', { exact: true }),
      'Unpublish at': page.getByLabel('Unpublish at', { exact: true }),
      Schedule: page.getByRole('button', { name: 'Schedule' }),
      History: page.getByRole('link', { name: 'History', exact: true }),
      'Delete (its disclosure)': page.getByText(/^Delete this news item/),
      'Sign out': page.getByRole('button', { name: 'Sign out' }),
    };
    for (const [mark, control] of Object.entries(editControls)) {
      await control.evaluate((element, value) => ((element as HTMLElement).dataset.keyboardMark = value), mark);
    }
    const editMarks = Object.keys(editControls);
    expect(await tabThrough(page, editMarks)).toEqual(editMarks);
  });
});
