/**
 * Files attached to a news item through the staff console against `npm start`: a publisher
 * attaches a PDF and a picture, sees the PDF listed by its own name, chooses which one the site links and
 * publishes; a visitor's /news then links the PDF, which opens in the browser under its uploaded name. The
 * item is dated in the year no other spec looks at, and goes to the bin at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  createNewsDraft,
  moveToBin,
  pressAndConfirm,
  publicNewsHeadings,
  quietNewsDate,
  quietNewsYear,
  signInAs,
  uniqueTitle,
  visitorPage,
} from '../../web/e2e/support/console';

const pdfName = 'Annual Day circular.pdf';
const pictureName = 'notice-board.jpg';

const row = (page: Page, position: number) =>
  page
    .getByRole('region', { name: 'The news item’s files' })
    .getByRole('listitem', { name: `File ${position} of 2`, exact: true });

test('a PDF attached to a news item is linked from /news and opens under its own name', async ({ page, browser }) => {
  await signInAs(page, 'publisher');
  const title = uniqueTitle('Annual Day');
  const editPath = await createNewsDraft(page, { title, date: quietNewsDate, description: 'Parents are invited.' });
  try {
    // Each tag is its own: two runs of this spec never share a file, so neither is "already attached".
    const pdf = Buffer.from(
      `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${title}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    );
    const picture = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 90, b: Date.now() % 255 } },
    })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Files', { exact: true }).setInputFiles([
      { name: pdfName, mimeType: 'application/pdf', buffer: pdf },
      { name: pictureName, mimeType: 'image/jpeg', buffer: picture },
    ]);
    const uploading = page.getByRole('list', { name: 'Files being uploaded' });
    await expect(uploading.getByText('Uploaded', { exact: true })).toHaveCount(2);

    // Sent together, they may land in either order: the PDF is made the linked one if it is not already.
    await expect(row(page, 2)).toBeVisible();
    if (
      !(await row(page, 1)
        .getByRole('link', { name: new RegExp(pdfName) })
        .isVisible())
    ) {
      await row(page, 2).getByRole('button', { name: 'Link this one' }).click();
      await expect(row(page, 2).getByRole('status')).toHaveText(
        'This file now comes first: the site links it once the changes are published.',
      );
    }
    const pdfLink = row(page, 1).getByRole('link', { name: `${pdfName} (PDF, opens in a new tab)` });
    await expect(pdfLink).toBeVisible();
    await expect(row(page, 1).getByText('Linked', { exact: true })).toBeVisible();
    // A PDF is named, not pictured; a picture is shown.
    await expect(row(page, 1).getByRole('img')).toHaveCount(0);
    await expect(
      row(page, 2).getByRole('link', { name: `${pictureName} (picture, opens in a new tab)` }),
    ).toBeVisible();
    await expect(row(page, 2).locator('img')).toBeVisible();
    const pdfHref = (await pdfLink.getAttribute('href'))!;

    await pressAndConfirm(page, 'Publish now', /^Published\./);

    const visitor = await visitorPage(browser);
    try {
      await expect((await publicNewsHeadings(visitor, quietNewsYear)).filter({ hasText: title })).toBeVisible();
      const link = visitor.getByRole('link', { name: `Attachment: ${title} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', pdfHref);
      const served = await visitor.request.get(pdfHref);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('application/pdf');
      expect(served.headers()['content-disposition']).toBe(`inline; filename="${pdfName}"`);
    } finally {
      await visitor.context().close();
    }
  } finally {
    await moveToBin(page, editPath);
  }
});
