import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortCssModuleNames } from './css-module-names';

const root = path.join(path.sep, 'build', 'apps', 'web');
const file = (relative: string) => path.join(root, relative);
const news = file('app/features/news/news.module.css');
const events = file('app/features/events/events.module.css');

describe('short CSS module class names', () => {
  it("are the module's hash and the class's place in it, valid as a class", () => {
    const names = shortCssModuleNames(root);
    const [title, list] = [names('title', news), names('list', news)];
    expect(title).toMatch(/^_[A-Za-z0-9_-]{4}0$/);
    expect(list).toBe(`${title.slice(0, -1)}1`);
    expect(names('title', news)).toBe(title);
  });

  it('are the same in a second build that reads the modules in another order', () => {
    const first = shortCssModuleNames(root);
    const second = shortCssModuleNames(root);
    const a = [first('title', news), first('list', news), first('title', events)];
    const b = [second('title', events), second('title', news), second('list', news)];
    expect(b).toEqual([a[2], a[0], a[1]]);
    expect(new Set(a).size).toBe(3);
  });

  it("depend on the module's path within the app, not where the app is checked out", () => {
    const elsewhere = path.join(path.sep, 'ci', 'checkout');
    expect(shortCssModuleNames(elsewhere)('title', path.join(elsewhere, 'app/a.module.css'))).toBe(
      shortCssModuleNames(root)('title', file('app/a.module.css')),
    );
  });

  it('stop the build when two modules meet on one hash', () => {
    // One character leaves 64 hashes: among a hundred modules two must meet.
    const names = shortCssModuleNames(root, 1);
    expect(() => {
      for (let n = 0; n < 100; n += 1) names('title', file(`app/m${n}.module.css`));
    }).toThrow(/hash to/);
  });
});
