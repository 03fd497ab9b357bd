/**
 * The /video-gallery list of spec sections 2, 4, 8 and 9: every video at
 * first (All years), narrowed by year, month and a case-insensitive title
 * search, each with its title, dd/mm/yyyy date and a 250 px player; exactly
 * 'No videos found' when nothing matches. The option above keeps happy-dom
 * from fetching the players' pages from the network.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@school/shared/messages';
import type { VideoView } from '../../blocks/live/shared-views';
import { VideoList } from './video-list';

const items: VideoView[] = [
  {
    id: 'v1',
    title: 'Annual Day 2026 highlights',
    date: '2026-03-20',
    embedUrl: 'https://www.youtube.com/embed/abc123DEF45',
  },
  {
    id: 'v2',
    title: 'Science exhibition walk-through',
    date: '2026-02-14',
    embedUrl: 'https://videos.example.org/sci.mp4',
  },
  {
    id: 'v3',
    title: 'Sports Day relay finals',
    date: '2025-11-08',
    embedUrl: 'https://www.youtube.com/embed/relay_Final1',
  },
  { id: 'v4', title: 'Winter carnival', date: '2025-02-01', embedUrl: 'https://www.youtube.com/embed/carnival001' },
];

function setup(list: VideoView[] = items) {
  const user = userEvent.setup({ delay: null });
  render(<VideoList items={list} />);
  return {
    user,
    year: screen.getByRole('combobox', { name: 'Year' }),
    month: screen.getByRole('combobox', { name: 'Month' }),
    search: screen.getByRole('searchbox', { name: 'Search by title' }),
  };
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('VideoList', () => {
  it('opens on all years and months with every video, newest first as loaded', () => {
    const { year, month, search } = setup();
    expect(year).toHaveValue('');
    expect(month).toHaveValue('');
    expect(search).toHaveValue('');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All years', '2026', '2025']);
    expect(titles()).toEqual([
      'Annual Day 2026 highlights',
      'Science exhibition walk-through',
      'Sports Day relay finals',
      'Winter carnival',
    ]);
  });

  it('shows each video with its dd/mm/yyyy date and a titled 250 px player', () => {
    setup();
    const article = screen.getByRole('heading', { name: 'Sports Day relay finals' }).closest('article')!;
    expect(within(article).getByText('08/11/2025')).toBeInTheDocument();
    const player = within(article).getByTitle('Sports Day relay finals');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/relay_Final1');
    expect(player).toHaveAttribute('height', '250');
    expect(player).toHaveAttribute('loading', 'lazy');
  });

  it('links a non-YouTube address as given, since the page frames only YouTube', () => {
    setup();
    const link = screen.getByRole('link', { name: 'Watch “Science exhibition walk-through” (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://videos.example.org/sci.mp4');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByTitle('Science exhibition walk-through')).not.toBeInTheDocument();
  });

  it('narrows by year and month, and back to all years', async () => {
    const { user, year, month } = setup();
    await user.selectOptions(year, '2025');
    expect(titles()).toEqual(['Sports Day relay finals', 'Winter carnival']);
    await user.selectOptions(month, 'Feb');
    expect(titles()).toEqual(['Winter carnival']);
    await user.selectOptions(year, 'All years');
    expect(titles()).toEqual(['Science exhibition walk-through', 'Winter carnival']);
  });

  it('searches titles ignoring case, and clears back to every video', async () => {
    const { user, search } = setup();
    await user.type(search, 'day');
    expect(titles()).toEqual(['Annual Day 2026 highlights', 'Sports Day relay finals']);
    await user.clear(search);
    expect(titles()).toHaveLength(4);
  });

  it("says exactly 'No videos found' when nothing matches, and drops the players", async () => {
    const { user, search } = setup();
    expect(screen.queryByText(messages.noVideos)).not.toBeInTheDocument();
    await user.type(search, 'graduation');
    expect(screen.getByRole('status')).toHaveTextContent(/^No videos found$/);
    expect(document.querySelector('iframe')).toBeNull();
    await user.clear(search);
    expect(screen.queryByText(messages.noVideos)).not.toBeInTheDocument();
    // Three YouTube players and the one other address, as a link.
    expect(document.querySelectorAll('iframe')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /^Watch “Science exhibition walk-through”/ })).toBeInTheDocument();
  });

  it("says 'No videos found' when there are no videos at all", () => {
    const { year } = setup([]);
    expect(screen.getByText(messages.noVideos)).toBeInTheDocument();
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All years']);
  });
});
