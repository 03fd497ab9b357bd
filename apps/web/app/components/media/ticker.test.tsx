/**
 * The horizontal ticker: its Pause / Play button (WCAG 2.2.2), its inert loop
 * copy, and a new set of items drawn as new nodes, so that the highlights
 * replacing the placeholders after load do not count as the old items moving.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Ticker } from './ticker';

const placeholders = ['Stay tuned', 'Stay tuned'];
const highlights = [<span key="h1">Annual Day</span>, <span key="h2">Sports Day</span>];

describe('Ticker', () => {
  it('pauses and plays with its button, named after the ticker', async () => {
    const user = userEvent.setup();
    render(<Ticker label="Highlights" items={placeholders} />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).not.toHaveAttribute('data-paused');

    await user.click(screen.getByRole('button', { name: 'Pause Highlights' }));
    expect(region).toHaveAttribute('data-paused');

    await user.click(screen.getByRole('button', { name: 'Play Highlights' }));
    expect(region).not.toHaveAttribute('data-paused');
  });

  it('keeps the loop copy inert, so readers meet each item once', () => {
    render(<Ticker label="Highlights" items={highlights} />);
    const [first, second] = screen.getByRole('region', { name: 'Highlights' }).querySelectorAll('ul');
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
    expect(first).toHaveTextContent('Annual DaySports Day');
  });

  it('draws a new set of items as a new track, and stays paused', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Ticker label="Highlights" items={placeholders} />);
    await user.click(screen.getByRole('button', { name: 'Pause Highlights' }));
    const trackOf = () => screen.getByRole('region', { name: 'Highlights' }).querySelector('ul')?.parentElement;
    const before = trackOf();

    rerender(<Ticker label="Highlights" items={[...placeholders]} />);
    expect(trackOf()).toBe(before);

    rerender(<Ticker label="Highlights" items={highlights} />);
    expect(trackOf()).not.toBe(before);
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('data-paused');
    expect(screen.getByRole('button', { name: 'Play Highlights' })).toBeInTheDocument();
  });
});
