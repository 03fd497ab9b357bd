/** The home page's news marquee (spec sections 2 and 4): dated items linking to their attachments, or four placeholders. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, placeholderCounts } from '@school/shared/messages';
import { NewsMarquee } from './news-marquee';

const firstCopy = () =>
  screen.getByRole('region', { name: 'News ticker' }).querySelector('ul:not([inert])') as HTMLElement;

describe('NewsMarquee', () => {
  it('shows each item with its day and month name, linking to its attachment in a new tab', () => {
    render(
      <NewsMarquee
        items={[
          {
            title: 'Annual Day',
            description: 'All parents are invited',
            fromDate: '2026-03-05',
            attachmentHref: '/api/image/news/n1.pdf',
          },
          { title: 'Sports week', description: 'Games all week', fromDate: '2026-11-21' },
        ]}
      />,
    );
    const list = firstCopy();
    const [first, second] = within(list).getAllByRole('listitem');

    const link = within(first!).getByRole('link', { name: /Annual Day/ });
    expect(link).toHaveAttribute('href', '/api/image/news/n1.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveTextContent('05 March');
    expect(link).toHaveTextContent('All parents are invited');
    expect(first!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-05');
    expect(first!.querySelector('svg')).not.toBeNull();

    // Without an attachment the item is plain text, with no paperclip.
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('21 November');
    expect(second).toHaveTextContent('Sports week');
    expect(second!.querySelector('svg')).toBeNull();

    expect(screen.queryByText(messages.newsPlaceholderTitle)).not.toBeInTheDocument();
  });

  it('shows the four placeholders when there is no news', () => {
    render(<NewsMarquee items={[]} />);
    expect(screen.getAllByText(messages.newsPlaceholderTitle)).toHaveLength(placeholderCounts.news);
    expect(screen.getAllByText(messages.newsPlaceholderDate)).toHaveLength(placeholderCounts.news);
    expect(screen.getAllByText(messages.stayTuned)).toHaveLength(placeholderCounts.news);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
