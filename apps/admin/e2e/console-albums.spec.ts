/**
 * Photo albums through the staff console against `npm start`: a publisher creates an album,
 * uploads 20 photos (each with its own progress bar while the upload is slowed to a phone's pace), sets a
 * cover, describes it, reorders with the keyboard and publishes; a visitor then finds the album on /gallery
 * with that cover and opens it in the photo viewer on /sub-gallery. The album is dated in a year no other
 * spec looks at and filed under Senior, so the gallery and home specs see the demo albums as they were; it
 * goes to the bin at the end.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  expectEditScreen,
  moveToBin,
  pressAndConfirm,
  signInAs,
  uniqueTitle,
  visitorPage,
} from '../../web/e2e/support/console';
import { gotoHydrated } from '../../web/e2e/support/hydration';

test.describe.configure({ timeout: 120_000 });

const photoCount = 20;
const albumYear = '2019';

/** Twenty different photos, as files a phone would offer. */
async function photos() {
  return Promise.all(
    Array.from({ length: photoCount }, async (_, n) => ({
      name: `sports-day-${String(n + 1).padStart(2, '0')}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: { width: 800, height: 600, channels: 3, background: { r: 40 + n * 10, g: 120, b: 200 - n * 5 } },
      })
        .jpeg({ quality: 95 })
        .toBuffer(),
    })),
  );
}

const photoCards = (page: Page) =>
  page.getByRole('region', { name: 'The album’s photos' }).getByRole('listitem', { name: /^Photo \d+ of \d+$/ });
const card = (page: Page, position: number) =>
  page.getByRole('listitem', { name: `Photo ${position} of ${photoCount}`, exact: true });
const pictureOf = (item: Locator) => item.getByRole('img');
/** The storage path a card's thumbnail shows, which names the photo whatever its alt text. */
async function photoPath(item: Locator): Promise<string> {
  const src = (await pictureOf(item).getAttribute('src'))!;
  return new URL(src, 'http://x').pathname.replace('/api/image/', '');
}

test('a publisher’s album of 20 photos goes on /gallery with its cover and opens in the photo viewer', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'publisher');
  const title = uniqueTitle('Sports Day');
  await gotoHydrated(page, '/admin/albums');
  await page.getByRole('main').getByRole('link', { name: 'New', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New album' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Races and relays on the main ground.');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('PhotoGallery');
  await page.getByRole('combobox', { name: 'School', exact: true }).selectOption('Senior');
  await page.getByLabel('Date', { exact: true }).fill(`${albumYear}-06-15`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  const editPath = await expectEditScreen(page, 'albums', title);

  try {
    // A phone's upload speed, so each photo's progress is there to see.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await page.getByLabel('Photos', { exact: true }).setInputFiles(await photos());
    const progress = page.getByRole('progressbar', { name: 'sports-day-20.jpg' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuemin', '0');
    const uploading = page.getByRole('list', { name: 'Photos being uploaded' });
    await expect(uploading.getByText('Uploaded', { exact: true })).toHaveCount(photoCount, { timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(photoCards(page)).toHaveCount(photoCount);
    await expect(page.getByText(new RegExp(`${photoCount} have no alt text yet`))).toBeVisible();

    // The fifth photo becomes the cover, and is described.
    const chosen = await photoPath(card(page, 5));
    await card(page, 5).getByRole('button', { name: 'Set as cover' }).click();
    await expect(card(page, 1).getByText('Cover', { exact: true })).toBeVisible();
    await expect.poll(() => photoPath(card(page, 1))).toBe(chosen);
    const alt = 'Runners of Class XI at the start of the 400 m relay';
    await card(page, 1).getByLabel('Alt text').fill(alt);
    await card(page, 1).getByRole('button', { name: 'Save alt text' }).click();
    await expect(card(page, 1).getByRole('status')).toHaveText('Alt text saved.');
    await expect(pictureOf(card(page, 1))).toHaveAttribute('alt', alt);

    // The keyboard moves the second photo one place later: Space picks it up, Arrow Down moves it, Space drops it.
    const second = await photoPath(card(page, 2));
    const third = await photoPath(card(page, 3));
    const handle = card(page, 2).getByRole('button', { name: 'Move photo 2 of 20' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Photo 2 is over place 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(() => photoPath(card(page, 3))).toBe(second);
    await expect.poll(() => photoPath(card(page, 2))).toBe(third);
    // The order is stored, not only shown: a fresh load has it.
    await gotoHydrated(page, editPath);
    expect(await photoPath(card(page, 3))).toBe(second);
    expect(await photoPath(card(page, 1))).toBe(chosen);

    await pressAndConfirm(page, 'Publish now', /^Published\./);

    const visitor = await visitorPage(browser);
    try {
      await gotoHydrated(visitor, '/gallery');
      await visitor.getByRole('tab', { name: 'Senior' }).click();
      await visitor.getByRole('combobox', { name: 'Year', exact: true }).selectOption(albumYear);
      const albumCard = visitor.getByRole('tabpanel').getByRole('link').filter({ hasText: title });
      await expect(albumCard).toBeVisible();
      await expect(albumCard.locator('img')).toHaveAttribute('src', new RegExp(`${chosen.replaceAll('.', '\\.')}`));
      await albumCard.click();
      await expect(visitor.getByRole('listitem').filter({ hasText: /^Total Photos:/ })).toHaveText(
        `Total Photos: ${photoCount}`,
      );
      await visitor
        .getByRole('button', { name: /^View photo/ })
        .first()
        .click();
      const viewer = visitor.getByRole('dialog', { name: 'Image viewer' });
      await expect(viewer).toBeVisible();
      await expect(viewer.locator('.yarl__slide_current').getByRole('img')).toHaveAttribute('alt', alt);
    } finally {
      await visitor.context().close();
    }
  } finally {
    await moveToBin(page, editPath);
  }
});
