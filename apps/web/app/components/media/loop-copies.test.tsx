/** The loop copy of a ticker or marquee: drawn for the eye, absent for the keyboard and the accessibility tree. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoopCopies } from './loop-copies';
import { Ticker } from './ticker';
import { VerticalMarquee } from './vertical-marquee';

const items = [
  <a key="a" href="/news/1">
    Annual Day
  </a>,
  <a key="b" href="/news/2">
    Sports Day
  </a>,
];

describe('LoopCopies', () => {
  it('draws the items twice, and the second copy is inert and hidden from the accessibility tree', () => {
    const { container } = render(<LoopCopies items={items} listClassName="list" itemClassName="item" />);
    const [first, second] = container.querySelectorAll('ul');
    expect(first).toHaveTextContent('Annual DaySports Day');
    expect(second).toHaveTextContent('Annual DaySports Day');
    expect(first).not.toHaveAttribute('aria-hidden');
    expect(second).toHaveAttribute('aria-hidden', 'true');
    expect(second).toHaveAttribute('inert');
  });

  it.each([
    ['the ticker', <Ticker key="t" label="Highlights" items={items} />, 'Highlights'],
    ['the marquee', <VerticalMarquee key="m" label="News ticker" items={items} />, 'News ticker'],
  ])('gives a screen reader each item of %s once', (_name, element, label) => {
    render(element);
    const region = screen.getByRole('region', { name: label });
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Annual Day', 'Sports Day']);
    expect(region).toContainElement(screen.getByRole('link', { name: 'Sports Day' }));
  });
});
