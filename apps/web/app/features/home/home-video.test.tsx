/** 'Watch Memories' (spec section 2, item 8, and section 4: null means 'Loading video...'). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@school/shared/messages';
import { HomeVideo } from './home-video';

// The player itself is the shared VideoEmbed; here it is a stand-in, so the test never loads a frame.
vi.mock('../../components/media/video-embed', () => ({
  VideoEmbed: ({ title, embedUrl }: { title: string; embedUrl: string }) => (
    <div data-testid="player" data-src={embedUrl}>
      {title}
    </div>
  ),
}));

describe('HomeVideo', () => {
  it('says the video is loading while there is none', () => {
    render(<HomeVideo />);
    expect(screen.getByText(messages.loadingVideo)).toBeInTheDocument();
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
  });

  it('plays the newest video in the embedded player', () => {
    render(
      <HomeVideo
        video={{
          title: 'Annual Day highlights',
          embedUrl: 'https://www.youtube-nocookie.com/embed/abc',
        }}
      />,
    );
    const player = screen.getByTestId('player');
    expect(player).toHaveAttribute('data-src', 'https://www.youtube-nocookie.com/embed/abc');
    expect(player).toHaveTextContent('Annual Day highlights');
    expect(screen.queryByText(messages.loadingVideo)).not.toBeInTheDocument();
  });
});
