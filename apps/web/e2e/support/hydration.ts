import { expect, type Page, type Response } from '@playwright/test';

/**
 * True once React has committed the hydrated tree of the whole document.
 *
 * The pages arrive as server-rendered HTML, so buttons and links are visible
 * before the scripts run, which start only after the page has loaded (decision
 * 016). A link clicked in that window is a plain page load; a button press is
 * held and made again once the page has hydrated. React keeps the committed
 * tree on the fiber root of the container it hydrated (the document): before
 * hydration commits, that tree has no child.
 */
function isHydrated(): boolean {
  const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
  if (!key) return false;
  const hostRoot = (document as unknown as Record<string, { stateNode?: { current?: { child?: unknown } } }>)[key];
  return Boolean(hostRoot?.stateNode?.current?.child);
}

/**
 * Waits until the page's scripts have taken over the server-rendered HTML. The first page of a run waits for cold
 * scripts and image variants on a busy two-core machine, so it gets longer than expect's default 5 s.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(isHydrated), {
      message: 'the page should hydrate (its scripts take over the HTML)',
      timeout: 15_000,
    })
    .toBe(true);
}

/** Opens a path of the site and waits for it to hydrate; returns the document's response. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
