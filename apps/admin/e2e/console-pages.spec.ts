/**
 * A page's text kept from the console against `npm start`: a publisher opens Computer Lab from Pages, adds a
 * sentence, moves the page's photos up above its last heading with the toolbar, and publishes; a visitor's page then
 * shows both. On Admission Process a publisher changes a fee where it stands in its table, adds a row, and changes a
 * paragraph. Each edit is undone the same way at the end (the text stored is then the demo's again); no other spec
 * reads Computer Lab's words, or the rows and the paragraph changed on Admission Process.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { editorReady, richText, signInAs, visitorPage } from '../../web/e2e/support/console';

/** A paragraph typed at the very start of the text, before its first words. */
const added = 'Every class has its own lab period each week.';
const firstWords = 'Our computer labs prepare students';

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting for Text' });

/**
 * Presses a button of the toolbar as many times as asked, each time once the button is offered: a button the caret's
 * place does not allow is marked aria-disabled, and a click on it would do nothing.
 */
async function press(page: Page, name: string, times = 1) {
  const button = toolbar(page).getByRole('button', { name, exact: true });
  for (let n = 0; n < times; n += 1) {
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await button.click();
  }
}

/**
 * Waits until the words selected with the keys are the ones meant. The browser moves the selection at once; the
 * editor learns of it from a later event, and a key pressed before then acts on the selection it knew.
 */
async function expectSelected(page: Page, words: string) {
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe(words);
}

/**
 * Publish now, then waits for the edit screen drawn again with the editor in place of the plain text box. The status
 * may still say "Published" from the publish before, so the answer to this one is waited for first.
 */
async function publish(page: Page) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/admin/pages/'),
  );
  await page.getByRole('button', { name: 'Publish now' }).click();
  await answered;
  await expect(page.getByRole('status')).toHaveText('Published. The site shows it from now on.');
  await editorReady(page, 'Text');
}

/** Signs a publisher in and opens a page's text from Pages, by its menu section and title: its editor, ready. */
async function openPageText(page: Page, section: string, title: string): Promise<Locator> {
  await signInAs(page, 'publisher');
  await page.goto('/admin/pages');
  await page.getByRole('region', { name: section }).getByRole('link', { name: title }).click();
  await editorReady(page, 'Text');
  return richText(page, 'Text');
}

/**
 * Selects the page's photos, one piece, as a click on them does: the toolbar then offers to remove the block. A click
 * just after typing can land while the editor is still taking in the keys, and leave the caret where it was; a person
 * clicks again, and so does this (2 s each time, 15 s in all), so a click that never selects the block still fails.
 */
async function selectPhotos(page: Page, text: Locator) {
  await expect(async () => {
    await text.locator('[data-block="photos"]').click();
    await expect(toolbar(page).getByRole('button', { name: /^Remove block/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 15_000 });
}

/** Whether the page's photos come before its last heading, as a visitor reads the page. */
async function photosBeforeSafeUse(visitor: Page): Promise<boolean> {
  const main = visitor.getByRole('main');
  const heading = main.getByRole('heading', { name: 'Safe and responsible use' });
  const photos = main.locator('img').first();
  return (await photos.boundingBox())!.y < (await heading.boundingBox())!.y;
}

test('a page’s text edited in the console, a block moved up, is what visitors read once published', async ({
  page,
  browser,
}) => {
  // Two publishes and two visits, each checked.
  test.slow();
  const text = await openPageText(page, 'Infrastructure', 'Computer Lab');
  const visitor = await visitorPage(browser);
  try {
    await text.getByText(firstWords).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type(added);
    await page.keyboard.press('Enter');
    // The photos are one piece: selected, they move above the paragraph and the heading before them.
    await selectPhotos(page, text);
    await press(page, 'Move up', 2);
    await publish(page);

    await visitor.goto('/computer-lab');
    await expect(visitor.getByRole('main').getByText(added, { exact: true })).toBeVisible();
    expect(await photosBeforeSafeUse(visitor)).toBe(true);
  } finally {
    await selectPhotos(page, text);
    await press(page, 'Move down', 2);
    // Its words, then the empty paragraph they leave.
    // Selected with the keys, as the editor reads them: a selection made from outside may not reach it in time.
    await text.getByText(added, { exact: true }).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Shift+End');
    await expectSelected(page, added);
    await page.keyboard.press('Delete');
    await page.keyboard.press('Delete');
    await expect(text).not.toContainText(added);
    await publish(page);
    await visitor.goto('/computer-lab');
    await expect(visitor.getByRole('main')).not.toContainText(added);
    await expect(visitor.getByRole('main').getByRole('paragraph').first()).toHaveText(new RegExp(`^${firstWords}`));
    expect(await photosBeforeSafeUse(visitor)).toBe(false);
    await visitor.context().close();
  }
});

/** The tuition fee table of Admission Process, in the editor or on the site: found by a heading of its own. */
const tuitionFees = (where: Locator) =>
  where.getByRole('table').filter({ has: where.page().getByText('Annual tuition fee (Rs.)', { exact: true }) });

/** Replaces the words of a cell of the editor's table with others, as a person does: select them, then type. */
async function retype(page: Page, cell: Locator, words: string) {
  await cell.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type(words);
}

const strictness = 'The age criteria are applied strictly';
const note = 'Please note: ';

test('a fee changed where it stands, a row added and a paragraph changed are what visitors read once published', async ({
  page,
  browser,
}) => {
  // Two publishes and two visits, each checked, and every edit undone the same way.
  test.slow();
  const text = await openPageText(page, 'Admissions', 'Admission Process');
  const fees = tuitionFees(text);
  const paragraph = text.getByText(strictness);
  const visitor = await visitorPage(browser);
  try {
    await retype(page, fees.getByRole('cell', { name: '2,50,500' }), '260000');
    await press(page, 'Add row');
    await fees.getByRole('row').nth(5).getByRole('cell').first().click();
    await page.keyboard.type('Class XII');
    await page.keyboard.press('Tab');
    await page.keyboard.type('270000');
    await paragraph.click({ position: { x: 1, y: 4 } });
    await page.keyboard.type(note);
    await publish(page);

    await visitor.goto('/admission-process');
    const shown = tuitionFees(visitor.getByRole('main'));
    // Typed without grouping, shown as the school writes amounts.
    await expect(shown.getByRole('row', { name: /Class XI\b(?!I)/ })).toContainText('2,60,000');
    await expect(shown.getByRole('row', { name: /Class XII/ })).toContainText('2,70,000');
    await expect(visitor.getByRole('main').getByText(`${note}${strictness}`)).toBeVisible();
    // The facts of the profile in the text are facts still, filled in from the profile: an e-mail address is a link.
    await expect(visitor.getByRole('main').getByRole('link', { name: /^admissions@/ })).toBeVisible();
  } finally {
    await retype(page, fees.getByRole('cell', { name: '260000' }), '2,50,500');
    await fees.getByRole('cell', { name: 'Class XII' }).click();
    await press(page, 'Remove row');
    await paragraph.click({ position: { x: 1, y: 4 } });
    for (let n = 0; n < note.length; n += 1) await page.keyboard.press('Shift+ArrowRight');
    await expectSelected(page, note);
    await page.keyboard.press('Delete');
    await expect(paragraph).toHaveText(new RegExp(`^${strictness}`));
    await publish(page);
    await visitor.goto('/admission-process');
    const shown = tuitionFees(visitor.getByRole('main'));
    await expect(shown.getByRole('row')).toHaveCount(5);
    await expect(shown.getByRole('row', { name: /Class XI/ })).toContainText('2,50,500');
    await expect(visitor.getByRole('main').getByText(strictness)).toHaveText(/^The age criteria/);
    await visitor.context().close();
  }
});
