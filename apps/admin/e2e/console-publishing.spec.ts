/**
 * Publishing through the staff console against `npm start` and its demo school: what staff
 * press in /admin shows on (or leaves) the public site on the next page load, seen from a fresh browser
 * context without the staff cookie. Each test writes its own items with unique titles, and takes what it
 * published off the site again (to the bin), so the other specs see the demo content as it was.
 */
import { expect, test } from '@playwright/test';
import {
  createNewsDraft,
  expectEditScreen,
  moveToBin,
  pressAndConfirm,
  publicNewsHeadings,
  quietNewsDate,
  quietNewsYear,
  schoolToday,
  signInAs,
  statusLine,
  uniqueTitle,
  visitorPage,
} from '../../web/e2e/support/console';
import { gotoHydrated } from '../../web/e2e/support/hydration';

test('a publisher’s news item is on /news and in the home page’s Latest News on the next load', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'publisher');
  const title = uniqueTitle('Console news');
  // Dated today, so it is the latest news: the marquee shows the newest items.
  const editPath = await createNewsDraft(page, {
    title,
    date: schoolToday(),
    description: 'Written in the staff console, with no attachment.',
  });
  try {
    await expect(page.getByRole('button', { name: 'Publish now' })).toBeVisible();
    await pressAndConfirm(page, 'Publish now', /^Published\./);
    await expect(statusLine(page)).toHaveText('Status: Published');

    const visitor = await visitorPage(browser);
    try {
      const headings = await publicNewsHeadings(visitor);
      await expect(headings.filter({ hasText: title })).toHaveCount(1);
      await expect(
        visitor.getByRole('main').getByText('Written in the staff console, with no attachment.'),
      ).toBeVisible();

      await gotoHydrated(visitor, '/');
      const latestNews = visitor.getByRole('region', { name: /Latest News/ });
      await expect(latestNews.getByRole('region', { name: 'News ticker' }).getByText(title)).not.toHaveCount(0);
    } finally {
      await visitor.context().close();
    }
  } finally {
    await moveToBin(page, editPath);
  }
});

test('an editor’s draft goes through review and a publisher’s approval onto /news', async ({ page, browser }) => {
  await signInAs(page, 'editor');
  const title = uniqueTitle('Reviewed news');
  const editPath = await createNewsDraft(page, {
    title,
    date: quietNewsDate,
    description: 'Checked by a publisher before it went on the site.',
  });
  // An editor never publishes.
  await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  await pressAndConfirm(page, 'Request review', /^Sent for review\./);
  await expect(statusLine(page)).toHaveText('Status: Waiting for review');

  const publisherContext = await browser.newContext();
  const publisher = await publisherContext.newPage();
  try {
    await signInAs(publisher, 'publisher');
    const waiting = publisher.getByRole('region', { name: 'Waiting for review' });
    await waiting.getByRole('link', { name: title, exact: true }).click();
    await expectEditScreen(publisher, 'news', title);
    await expect(publisher.getByRole('region', { name: 'Review' })).toBeVisible();
    await pressAndConfirm(publisher, 'Approve', /^Approved\./);
    await expect(statusLine(publisher)).toHaveText('Status: Published');

    const visitor = await visitorPage(browser);
    try {
      const headings = await publicNewsHeadings(visitor, quietNewsYear);
      await expect(headings.filter({ hasText: title })).toHaveCount(1);
    } finally {
      await visitor.context().close();
    }
    // It has left the review list.
    await gotoHydrated(publisher, '/admin');
    await expect(
      publisher.getByRole('region', { name: 'Waiting for review' }).getByRole('link', { name: title }),
    ).toHaveCount(0);
  } finally {
    await moveToBin(publisher, editPath);
    await publisherContext.close();
  }
});

test('Unpublish takes a news item off /news on the next load', async ({ page, browser }) => {
  await signInAs(page, 'publisher');
  const title = uniqueTitle('Unpublished news');
  const editPath = await createNewsDraft(page, {
    title,
    date: quietNewsDate,
    description: 'On the site, then off it again.',
  });
  try {
    await pressAndConfirm(page, 'Publish now', /^Published\./);

    const visitor = await visitorPage(browser);
    try {
      const before = await publicNewsHeadings(visitor, quietNewsYear);
      await expect(before.filter({ hasText: title })).toHaveCount(1);

      await pressAndConfirm(page, 'Unpublish', /^Unpublished\./);
      await expect(statusLine(page)).toHaveText('Status: Unpublished');

      const response = await visitor.goto('/news');
      // Not in the page at all, not even in the data its scripts carry ...
      expect(await response!.text()).not.toContain(title);
      // ... and not on the list of its year.
      const after = await publicNewsHeadings(visitor, quietNewsYear);
      await expect(after.filter({ hasText: title })).toHaveCount(0);
    } finally {
      await visitor.context().close();
    }
  } finally {
    await moveToBin(page, editPath);
  }
});

test('History shows each saved revision, who saved it and what changed, and Restore brings one back', async ({
  page,
}) => {
  const editor = await signInAs(page, 'editor');
  const firstTitle = uniqueTitle('First title');
  const secondTitle = uniqueTitle('Second title');
  const editPath = await createNewsDraft(page, {
    title: firstTitle,
    date: quietNewsDate,
    description: 'A draft that is saved twice.',
  });

  await page.getByLabel('Title', { exact: true }).fill(secondTitle);
  await pressAndConfirm(page, 'Save draft', /^Your changes are saved as a draft\./);
  await expect(page.getByRole('heading', { level: 1, name: secondTitle })).toBeVisible();

  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${editPath}/history$`));
  await expect(page.getByRole('heading', { level: 1, name: `History of ${secondTitle}` })).toBeVisible();
  const revisions = page.getByRole('main').getByRole('listitem');
  await expect(revisions).toHaveCount(2);
  // Newest first.
  const [latest, first] = [revisions.nth(0), revisions.nth(1)];
  await expect(latest).toContainText(`Version 2, saved`);
  await expect(latest).toContainText(`by ${editor.name}`);
  await expect(latest).toContainText('Changed: Title.');
  await expect(first).toContainText(`Version 1, saved`);
  await expect(first).toContainText(`by ${editor.name}`);
  await expect(first).toContainText(/Changed: .*Title/);

  await first.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page).toHaveURL(new RegExp(`${editPath}(\\?.*)?$`));
  await expect(page.getByRole('status').filter({ hasText: /That version is now the draft/ })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(firstTitle);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle, exact: true })).toBeVisible();
});
