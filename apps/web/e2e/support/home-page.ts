import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

/**
 * Opens the home page and closes the announcements, which open over it by themselves just after it has hydrated
 * (the demo data has some).
 */
export async function openHomeBehindAnnouncements(page: Page): Promise<void> {
  await gotoHydrated(page, '/');
  const announcements = page.getByRole('dialog');
  await expect(announcements).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(announcements).toBeHidden();
}
