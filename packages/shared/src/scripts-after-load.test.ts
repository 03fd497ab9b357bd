// @vitest-environment happy-dom
/**
 * The starter the server inlines into every page, run the way the page runs it: from its own source text, so a
 * reference to anything outside it would fail here.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deferredModuleType, hydratedEvent, startScriptsAfterLoad } from './scripts-after-load';

const inlined = new Function(`return (${startScriptsAfterLoad.toString()})`)() as typeof startScriptsAfterLoad;
const preloads = ['/assets/entry.client-a.js', '/assets/root-b.js'];
const routeModules = 'import("/assets/entry.client-a.js");';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

function startStarter() {
  const own = document.createElement('script');
  own.nonce = 'bm9uY2U=';
  Object.defineProperty(document, 'currentScript', { value: own, configurable: true });
  inlined(preloads, deferredModuleType, hydratedEvent);
}

const addedModuleScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]'));
const addedPreloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<button type="button">Menu</button><script type="${deferredModuleType}">${routeModules}</script>`;
  setReadyState('interactive');
});

afterEach(() => {
  // Each test's starter listens on the one document; a new page is a new document.
  document.dispatchEvent(new Event(hydratedEvent));
});

describe('the starter of a page', () => {
  it('adds nothing while the page loads, then the preloads and the module script with its own nonce', async () => {
    startStarter();
    expect(addedModuleScripts()).toEqual([]);
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await expect.poll(() => addedModuleScripts().length).toBe(1);
    expect(addedPreloads()).toEqual(preloads);
    const [script] = addedModuleScripts();
    expect(script!.textContent).toBe(routeModules);
    expect(script!.nonce).toBe('bm9uY2U=');
  });

  it('starts at once at the first touch, and only once', () => {
    startStarter();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(addedModuleScripts()).toHaveLength(1);
    expect(addedPreloads()).toEqual(preloads);
  });

  it('waits for the end of the page when touched before it has been read', () => {
    setReadyState('loading');
    startStarter();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(addedPreloads()).toEqual(preloads);
    expect(addedModuleScripts()).toEqual([]);
    setReadyState('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(addedModuleScripts().map((script) => script.textContent)).toEqual([routeModules]);
  });

  it('holds a button pressed before hydration and presses it again, once, when the page has hydrated', () => {
    startStarter();
    const button = document.querySelector('button')!;
    let pressed = 0;
    button.addEventListener('click', () => (pressed += 1));

    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    button.click();
    expect(first.defaultPrevented).toBe(true);
    expect(pressed).toBe(0);
    expect(addedModuleScripts()).toHaveLength(1);

    document.dispatchEvent(new Event(hydratedEvent));
    expect(pressed).toBe(1);
    // From then on the app answers presses itself; the starter no longer stands in the way.
    button.click();
    expect(pressed).toBe(2);
  });
});
