import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { phone } from './support/viewports';

/**
 * A page's scripts start after it has loaded, or at the visitor's first touch (decision 016): nothing competes
 * with the page's own pictures and styles, and a button pressed before the scripts have taken over still works.
 */
test.use({ viewport: phone });

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

for (const path of ['/', '/our-school', '/news']) {
  test(`${path} asks for no script before it has loaded, then hydrates by itself`, async ({ page }) => {
    const scriptsBeforeLoad: string[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (!loaded && new URL(request.url()).pathname.endsWith('.js')) scriptsBeforeLoad.push(request.url());
    });
    await page.goto(path);
    expect(scriptsBeforeLoad).toEqual([]);
    await waitForHydration(page);
  });
}

test('a button pressed before the scripts arrive is pressed again, once, when they have taken over the page', async ({
  page,
}) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/our-school');
  // Pressed twice, as a visitor does when nothing answers; the page has not hydrated, so nothing opens yet.
  await menuButton(page).click();
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  releaseScripts();
  await waitForHydration(page);
  // Pressed again by the starter, once: the menu is open, not opened and closed.
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(errors).toEqual([]);
});
