/**
 * A home band is drawn lazily (content-visibility) where the page starts at the top, and whole where the page may
 * be scrolled back to a saved place: Back from another page of the site, or a load the server's inlined script
 * marks (packages/shared/src/scroll-restoring-load.ts).
 */
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { restoresScrollAttribute } from '@school/shared/scroll-restoring-load';
import { markHydrated } from '../../site/drawn-after-hydration';
import { HomeSection } from './home-section';
import styles from './home.module.css';

function renderSection() {
  const Stub = createRoutesStub([{ path: '/', Component: () => <HomeSection title="Achievements" /> }]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('region', { name: 'Achievements' });
}

describe('a band of the home page', () => {
  it('is drawn as the server drew it while the page hydrates, and whole once drawn by a visit from another page', () => {
    const hydrating = renderSection();
    expect(hydrating.className).toBe(styles.section);
    cleanup();

    markHydrated();
    expect(renderSection()).toHaveClass(styles.section!, styles.drawnWhole!);
  });

  it('is drawn lazily only where the root has no mark of a load scrolled back', () => {
    // Tests run from the repository's root.
    const stylesheet = readFileSync('apps/web/app/features/home/home.module.css', 'utf8');
    const selectorOf = (value: string) =>
      new RegExp(`^([^{}\\n]+)\\{[^}]*content-visibility: ${value}`, 'm').exec(stylesheet)?.[1]?.trim();
    expect(selectorOf('auto')).toBe(`:root:not([${restoresScrollAttribute}]) .section`);
    expect(selectorOf('visible')).toBe(':root .section.drawnWhole');
  });
});
