import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Set by the tests on the current document; a full page load loses it. */
    __e2eDocumentMarker?: number;
  }
}

/** Marks the current document, so a later check can tell whether it was replaced by a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__e2eDocumentMarker = 1;
  });
}

/** Asserts that the document marked by `markDocument` is still the one shown: navigation happened client-side. */
export async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => window.__e2eDocumentMarker),
    'the navigation should happen in the same document (client-side), not by a full page load',
  ).toBe(1);
}
