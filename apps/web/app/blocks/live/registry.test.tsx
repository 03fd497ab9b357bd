/**
 * The live registry: every feed a feature declares has both halves, and a
 * block is drawn by its feed's component, a chunk loaded on demand.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@school/shared/messages';
import { onDemandNameOf } from '../views/on-demand-names';
import { LiveBlock, loadFeedComponents } from './live-block';
import type { LiveView } from './live-feed';

const names = (paths: Record<string, unknown>) => Object.keys(paths).map(onDemandNameOf).sort();

describe('the live registry', () => {
  it('finds a loader and a component for every feed, named by their files', () => {
    const loaders = names(import.meta.glob('../../features/*/*.feed.server.ts'));
    expect(loaders).toEqual(names(import.meta.glob('../../features/*/*.feed.tsx')));
    expect(loaders).toContain('news');
    expect(loaders).toContain('admission-downloads');
  });

  it('draws a block at once when its feed has been loaded', async () => {
    const view: LiveView = {
      feed: 'admission-downloads',
      items: [{ id: 'a1', title: 'Admission form', href: '/api/image/records/a1.pdf' }],
    };
    await loadFeedComponents([view.feed]);
    render(<LiveBlock view={view} />);
    expect(screen.getByRole('link', { name: /Admission form/ })).toHaveAttribute('href', '/api/image/records/a1.pdf');
  });

  it('refuses a feed no feature draws', async () => {
    await expect(loadFeedComponents(['no-such-feed'])).rejects.toThrow('No live feed is named "no-such-feed"');
  });
});

describe('a block drawn before its feed has been loaded', () => {
  // Rendered as a page is, by React itself rather than in a test's act(), which would warn about the suspension.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previous: boolean | undefined;
  beforeEach(() => {
    previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  });

  // No other test in this file loads the videos feed.
  it('loads the feed itself and draws the block when it arrives', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(<LiveBlock view={{ feed: 'videos', items: [] }} />);
      await waitFor(() => expect(container).toHaveTextContent(messages.noVideos), { timeout: 4_000 });
    } finally {
      root.unmount();
      container.remove();
    }
  });
});
