/** The vertical marquee: a labelled list whose loop copy is inert, with a Pause/Play button. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VerticalMarquee } from './vertical-marquee';

describe('VerticalMarquee', () => {
  it('lists each item once for readers, with an inert copy for the loop', () => {
    render(<VerticalMarquee label="Latest News" items={['First item', 'Second item']} />);
    const region = screen.getByRole('region', { name: 'Latest News' });
    const lists = region.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[0]).not.toHaveAttribute('inert');
    expect(lists[1]).toHaveAttribute('inert');
    expect(
      within(lists[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First item', 'Second item']);
  });

  it('pauses and plays with its button', async () => {
    const user = userEvent.setup();
    render(<VerticalMarquee label="Latest News" items={['First item']} />);
    const region = screen.getByRole('region', { name: 'Latest News' });
    expect(region).not.toHaveAttribute('data-paused');

    await user.click(screen.getByRole('button', { name: 'Pause Latest News' }));
    expect(region).toHaveAttribute('data-paused');

    await user.click(screen.getByRole('button', { name: 'Play Latest News' }));
    expect(region).not.toHaveAttribute('data-paused');
  });
});
