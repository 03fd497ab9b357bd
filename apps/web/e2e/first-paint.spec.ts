import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { desktop, phone } from './support/viewports';
import { withMotion } from './support/motion';

// Shifts as most visitors see the page: with its ticker moving.
test.use(withMotion);

/**
 * A page is drawn from the CSS in its own HTML while its stylesheets are still on their way (decision 010), and
 * nothing moves when they arrive: hydration waits for them, so what React adds is styled from its first frame.
 *
 * Shifts are counted from the end of parsing, before the stylesheets are let through. While the HTML is still
 * being read, a starved CPU can draw a page half read, and a flex row or grid then moves a few pixels as its last
 * items arrive (0.002–0.009 at 20× CPU slowdown, none seen at 4×). That is progressive rendering, kept on purpose:
 * holding the first frame until the end of parsing (`<link rel="expect" blocking="render">`) removed those shifts
 * but drew the home page about 170 ms later at 4× (docs/performance.md).
 */
for (const viewport of [phone, desktop]) {
  test(`at ${viewport.width} px, the home page is styled before its stylesheets arrive and never shifts`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    let releaseStylesheets = () => {};
    const stylesheetsHeld = new Promise<void>((resolve) => (releaseStylesheets = resolve));
    await page.route('**/assets/*.css', async (route) => {
      await stylesheetsHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      // Each shift with when it happened and the elements that moved, so a failure names them.
      const shifts: { at: number; text: string }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as { value: number; sources?: { node?: Node | null }[] };
          const moved = (shift.sources ?? []).map(({ node }) =>
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
          );
          const at = (entry.startTime / 1000).toFixed(2);
          shifts.push({ at: entry.startTime, text: `${shift.value.toFixed(4)} at ${at} s: ${moved.join(', ')}` });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // Styled by the inline CSS alone: the header has its colour and the main menu or its button its place.
    const header = page.locator('header').first();
    await expect(header).toBeVisible();
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).length)).toBe(0);

    releaseStylesheets();
    await waitForHydration(page);
    // The carousel's dots are drawn by React after hydration; give the page a moment to settle.
    await page.waitForTimeout(500);
    const shiftsOnceParsed = await page.evaluate(() => {
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
      const { shifts } = window as unknown as { shifts: { at: number; text: string }[] };
      return shifts.filter((shift) => shift.at >= parsed).map((shift) => shift.text);
    });
    expect(shiftsOnceParsed).toEqual([]);
  });
}
