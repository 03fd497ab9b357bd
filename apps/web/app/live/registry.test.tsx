/**
 * The live registry: every feed a feature declares has both halves, and a
 * block is drawn by its feed's component.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveBlock } from './live-block';
import { feedNameOf, type LiveView } from './live-feed';

const names = (paths: Record<string, unknown>) => Object.keys(paths).map(feedNameOf).sort();

describe('the live registry', () => {
  it('finds a loader and a component for every feed, named by their files', () => {
    const loaders = names(import.meta.glob('../features/*/*.feed.server.ts'));
    expect(loaders).toEqual(names(import.meta.glob('../features/*/*.feed.tsx')));
    expect(loaders).toContain('news');
    expect(loaders).toContain('admission-downloads');
  });

  it('draws a loaded block with the component of its feed', () => {
    const view: LiveView = {
      feed: 'admission-downloads',
      items: [{ id: 'a1', title: 'Admission form', href: '/api/image/records/a1.pdf' }],
    };
    render(<LiveBlock view={view} />);
    expect(screen.getByRole('link', { name: /Admission form/ })).toHaveAttribute('href', '/api/image/records/a1.pdf');
  });
});
