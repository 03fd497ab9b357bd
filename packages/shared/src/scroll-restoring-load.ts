/**
 * A page loaded again (a reload, or Back from another site when the browser
 * did not keep it) is scrolled back to where the visitor was, by React
 * Router's ScrollRestoration, while its HTML is read. Parts of a page drawn
 * only once they near the screen (`content-visibility: auto`: the home page's
 * bands) stand in with a guessed height until then, so the saved place would
 * fall in another part. The server inlines `markScrollRestoringLoad` in the
 * page's head (apps/server/src/web/first-paint.ts): it marks such a load on
 * the root element before the body is read, and those parts are drawn whole.
 */

/** On `<html>` for a load that is scrolled back to a saved place; a stylesheet draws lazily drawn parts whole under it. */
export const restoresScrollAttribute = 'data-restores-scroll';

/**
 * Runs in the browser, inlined as `(source)(restoresScrollAttribute)`: it must not refer to anything outside itself
 * (scroll-restoring-load.test.ts runs it that way).
 */
export function markScrollRestoringLoad(attribute: string): void {
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (load?.type === 'reload' || load?.type === 'back_forward') document.documentElement.setAttribute(attribute, '');
}
