import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

/** Opens the home page and closes the announcements, which open over it by themselves. */
export async function openHomeBehindAnnouncements(page: Page): Promise<void> {
  await gotoHydrated(page, '/');
  const announcements = page.getByRole('dialog');
  if (await announcements.isVisible()) await page.keyboard.press('Escape');
  await expect(announcements).toBeHidden();
}
