import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { phone } from './viewports';

/** What the site and the console promise: WCAG 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per offending element: rule, impact, what to fix and where. Short enough to act on from the test output. */
function summarise(violations: AxeResults['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown impact'}) at ${node.target.join(' ')}: ${violation.help}`,
    ),
  );
}

/** Runs axe on the page as it is, at the width it has now: no WCAG 2.1 A or AA violation. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const viewportName = `${page.viewportSize()?.width} px`;
  // Only violations are read: axe then keeps one example of each rule that passed instead of every element, which
  // is most of its time on a long page (axe-core's `resultTypes`). Set with the tags in one options object, as
  // AxeBuilder's `options` replaces what `withTags` set.
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] })
    .analyze();
  const found = summarise(results.violations);
  expect(found, `axe found ${found.length} violation(s) on ${what} at ${viewportName}:\n${found.join('\n')}`).toEqual(
    [],
  );
}

/**
 * Checks the page as it was opened (on a 1280 px laptop), then narrows the same page to a 375 px phone and checks it
 * again. The site and the console follow the width through CSS (the site's carousels measure their slides again when
 * it changes; only the slide one starts on is chosen by width, once), so the page narrowed is laid out as a phone
 * opens it, and what it took to open the page is done once, not twice.
 */
export async function checkWideThenNarrow(
  page: Page,
  what: string,
  check: (page: Page, what: string) => Promise<void> = expectNoAxeViolations,
): Promise<void> {
  await check(page, what);
  await page.setViewportSize(phone);
  await check(page, what);
}
