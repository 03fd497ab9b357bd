// @vitest-environment happy-dom
/**
 * The mark of a load scrolled back to a saved place, run the way the page runs it: from its own source text, so a
 * reference to anything outside it would fail here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markScrollRestoringLoad, restoresScrollAttribute } from './scroll-restoring-load';

const inlined = new Function(`return (${markScrollRestoringLoad.toString()})`)() as typeof markScrollRestoringLoad;

function loadOfType(type: string | undefined) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(type === undefined ? [] : ([{ type }] as never));
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(restoresScrollAttribute);
});

describe('a load scrolled back to a saved place', () => {
  it.each(['reload', 'back_forward'])('is marked on the root element after a %s', (type) => {
    loadOfType(type);
    inlined(restoresScrollAttribute);
    expect(document.documentElement.hasAttribute(restoresScrollAttribute)).toBe(true);
  });

  it.each(['navigate', 'prerender', undefined])('is not a load of type %s, which starts at the top', (type) => {
    loadOfType(type);
    inlined(restoresScrollAttribute);
    expect(document.documentElement.hasAttribute(restoresScrollAttribute)).toBe(false);
  });
});
