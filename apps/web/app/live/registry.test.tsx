/**
 * The live registry: every feed a feature declares has both halves, and a
 * block is drawn by its feed's component, loaded on demand.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@school/shared/messages';
import { LiveBlock, loadFeedComponents } from './live-block';
import { feedNameOf, type LiveView } from './live-feed';

const names = (paths: Record<string, unknown>) => Object.keys(paths).map(feedNameOf).sort();

describe('the live registry', () => {
  it('finds a loader and a component for every feed, named by their files', () => {
    const loaders = names(import.meta.glob('../features/*/*.feed.server.ts'));
    expect(loaders).toEqual(names(import.meta.glob('../features/*/*.feed.tsx')));
    expect(loaders).toContain('news');
    expect(loaders).toContain('admission-downloads');
  });

  it('draws a block at once when its page has loaded its feed', async () => {
    const view: LiveView = {
      feed: 'admission-downloads',
      items: [{ id: 'a1', title: 'Admission form', href: '/api/image/records/a1.pdf' }],
    };
    await loadFeedComponents([view.feed]);
    render(<LiveBlock view={view} />);
    expect(screen.getByRole('link', { name: /Admission form/ })).toHaveAttribute('href', '/api/image/records/a1.pdf');
  });

  it('draws a block whose feed is not loaded yet once its component arrives', async () => {
    // As when a page is hydrated: the block's chunk is asked for as the block is drawn.
    await act(async () => {
      render(<LiveBlock view={{ feed: 'videos', items: [] }} />);
      expect(screen.queryByText(messages.noVideos)).not.toBeInTheDocument();
      await loadFeedComponents(['videos']);
    });
    expect(screen.getByText(messages.noVideos)).toBeInTheDocument();
  });

  it('refuses a feed no feature draws', async () => {
    await expect(loadFeedComponents(['no-such-feed'])).rejects.toThrow('No live feed is named "no-such-feed"');
  });
});
