/**
 * A page of the site is whole without its scripts: it is drawn from its own
 * HTML and CSS, and its links are plain links. Its scripts only make it
 * interactive, so they start after the page has loaded (decision 016): the
 * server keeps React Router's module script from running and takes its
 * preloads out of the head (apps/server/src/web/first-paint.ts), and
 * `startScriptsAfterLoad`, inlined into the page, runs them
 *
 * - once the page has loaded and the browser is idle, or
 * - at once when the visitor first touches, types or moves focus,
 *
 * whichever comes first. A button pressed before the scripts have taken over
 * the page would do nothing, so the press is held and made again, once, when the
 * app says it has hydrated (`hydratedEvent`, dispatched by the root route).
 */

/** The type the server gives React Router's module script so that the browser keeps it as text. */
export const deferredModuleType = 'text/x-module-after-load';

/** Dispatched on `document` by the root route once React has hydrated the page. */
export const hydratedEvent = 'school:hydrated';

/** The id of the inlined starter; the page-weight tool reads the scripts it starts from it. */
export const starterScriptId = 'scripts-after-load';

/**
 * Runs in the browser, inlined as `(source)(preloads, deferredModuleType, hydratedEvent)`: it must not refer to
 * anything outside itself (scripts-after-load.test.ts runs it that way).
 */
export function startScriptsAfterLoad(preloads: string[], moduleType: string, hydrated: string): void {
  // Only a running script knows its nonce; the module script it adds needs it under the page's CSP.
  const nonce = document.currentScript?.nonce ?? '';
  const interactions = ['pointerdown', 'keydown', 'focusin'];
  const held = new Set<HTMLElement>();
  let started = false;

  function runModuleScript(): void {
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = document.querySelector(`script[type="${moduleType}"]`)?.textContent ?? '';
    document.head.append(script);
  }

  function start(): void {
    if (started) return;
    started = true;
    for (const type of interactions) document.removeEventListener(type, start, true);
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    // A touch can come before the end of the page, where the module script is, has been read.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', runModuleScript);
    else runModuleScript();
  }

  function hold(event: Event): void {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Pressed again and again while nothing answered, it is still one press: a menu opens, not opens and closes.
    held.add(button);
    start();
  }

  document.addEventListener('click', hold, true);
  document.addEventListener(
    hydrated,
    () => {
      document.removeEventListener('click', hold, true);
      for (const button of held) if (button.isConnected) button.click();
    },
    { once: true },
  );
  for (const type of interactions) document.addEventListener(type, start, { capture: true, passive: true });

  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1000 });
    else setTimeout(start, 100);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
