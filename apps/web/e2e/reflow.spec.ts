/**
 * Text can grow. With the
 * browser's default text size at 32 px on a 375 px phone, and at 400% zoom of
 * a 1280 × 720 window (a 320 × 180 CSS px screen), no page scrolls sideways and
 * the Menu button is wholly on screen: the header wraps, and long words and
 * addresses break.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { phone } from './support/viewports';

const paths = ['/', '/admission-process', '/contact-us', '/gallery'];

/** 400% of a 1280 × 720 window: the browser lays the page out on a quarter of its CSS pixels. */
const zoomed400 = { width: 1280 / 4, height: 720 / 4 } as const;

/** Runs in the page: what sticks out past the right edge, for a readable failure. */
function sidewaysOverflow() {
  const width = document.documentElement.clientWidth;
  const culprits: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= width + 1) continue;
    // Slides waiting off-screen are inside a clipping box; only what the page itself must scroll to counts.
    let clipped = false;
    for (let around = element.parentElement; around && around !== document.body; around = around.parentElement) {
      if (getComputedStyle(around).overflowX !== 'visible' && around.getBoundingClientRect().right <= width + 1) {
        clipped = true;
        break;
      }
    }
    const parentSticksOut = (element.parentElement?.getBoundingClientRect().right ?? 0) > width + 1;
    if (!clipped && !parentSticksOut) {
      culprits.push(
        `<${element.tagName.toLowerCase()} class="${element.className}"> ends at ${Math.round(box.right)} px`,
      );
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width, culprits } = await page.evaluate(sidewaysOverflow);
  expect(culprits, 'nothing sticks out past the right edge').toEqual([]);
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(width);
  const menu = await page.getByRole('button', { name: 'Menu' }).boundingBox();
  expect(menu, 'the Menu button is drawn').not.toBeNull();
  expect(menu!.x + menu!.width, 'the Menu button is wholly on screen').toBeLessThanOrEqual(width);
}

for (const path of paths) {
  test.describe(path, () => {
    test('with 32 px text on a 375 px phone nothing scrolls sideways', async ({ page }) => {
      await page.setViewportSize(phone);
      // The browser's own default text size (Settings > Appearance > Font size), not a zoom.
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
      await gotoHydrated(page, path);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('32px');
      await expectNoSidewaysScroll(page);
    });

    test('at 400% zoom of a 1280 px window nothing scrolls sideways', async ({ page }) => {
      await page.setViewportSize(zoomed400);
      await gotoHydrated(page, path);
      await expectNoSidewaysScroll(page);
    });
  });
}
