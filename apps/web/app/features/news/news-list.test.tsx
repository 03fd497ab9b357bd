/**
 * The /news list of spec sections 2, 4, 8 and 9: opens on the loader's default
 * year with every month, narrows by year, month and a case-insensitive title
 * search, and says exactly 'No data available for the selected filters.' when
 * nothing matches.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@school/shared/messages';
import { richTextHtml } from '../../blocks/live/rich-text.server';
import { NewsList, type NewsArticleView } from './news-list';

const items: NewsArticleView[] = [
  {
    id: 'n1',
    href: '/news/n1',
    title: 'Annual Sports Day',
    descriptionHtml: 'Track and field events for all grades.',
    fromDate: '2026-03-05',
    attachmentHref: '/api/image/news/n1/circular.pdf',
  },
  {
    id: 'n2',
    href: '/news/n2',
    title: 'Science Fair winners',
    descriptionHtml: 'Our young scientists shine.',
    fromDate: '2026-01-01',
  },
  {
    id: 'n3',
    href: '/news/n3',
    title: 'Republic Day celebrations',
    descriptionHtml: 'Flag hoisting and cultural programme.',
    fromDate: '2025-01-26',
  },
  {
    id: 'n4',
    href: '/news/n4',
    title: 'Sports coaching camp',
    descriptionHtml: 'Summer coaching in five sports.',
    fromDate: '2025-05-10',
  },
];

function setup(props: { items?: NewsArticleView[]; defaultYear?: number } = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <NewsList items={props.items ?? items} defaultYear={props.defaultYear ?? 2026} />
    </MemoryRouter>,
  );
  return {
    user,
    year: screen.getByRole('combobox', { name: 'Year' }),
    month: screen.getByRole('combobox', { name: 'Month' }),
    search: screen.getByRole('searchbox', { name: 'Search by title' }),
  };
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('NewsList', () => {
  it('opens on the default year, every month and no search', () => {
    const { year, month, search } = setup();
    expect(year).toHaveValue('2026');
    expect(month).toHaveValue('');
    expect(search).toHaveValue('');
    expect(titles()).toEqual(['Annual Sports Day', 'Science Fair winners']);
  });

  it('offers the years of the news newest first, with All months and Jan to Dec', () => {
    const { year, month } = setup();
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2025']);
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All months', ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']]);
  });

  it('offers and selects the default year even when it has no news, in newest-first order', () => {
    const { year } = setup({ items: items.filter((item) => item.fromDate.startsWith('2025')), defaultYear: 2024 });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025', '2024']);
    expect(year).toHaveValue('2024');
    expect(screen.getByText(messages.noDataForFilters)).toBeInTheDocument();
  });

  it('shows each item with its dd/mm/yyyy date, title and description', () => {
    setup();
    const article = screen.getByRole('heading', { name: 'Science Fair winners' }).closest('article')!;
    expect(within(article).getByText('01/01/2026')).toBeInTheDocument();
    expect(within(article).getByText('Our young scientists shine.')).toBeInTheDocument();
    // Its title is the one link of an item without an attachment: to the item's own page.
    expect(within(article).getByRole('link')).toHaveAccessibleName('Science Fair winners');
    expect(within(article).getByRole('link')).toHaveAttribute('href', '/news/n2');
  });

  it('shows a formatted description as formatted text, and nothing that could run', () => {
    // Built as the loader builds it, from what was stored.
    const stored =
      '<p>Bring <strong>water</strong> and <a href="https://school.example/kit" onclick="steal()">the kit list</a>:</p>' +
      '<ul><li>a cap</li><li>sports shoes</li></ul><script>alert(1)</script><img src="x" onerror="alert(2)">';
    setup({
      items: [
        {
          id: 'f',
          href: '/news/f',
          title: 'Sports week',
          descriptionHtml: richTextHtml(stored),
          fromDate: '2026-02-02',
        },
      ],
    });
    const article = screen.getByRole('heading', { name: 'Sports week' }).closest('article')!;
    expect(within(article).getByText('water').tagName).toBe('STRONG');
    expect(within(article).getByText('sports shoes').tagName).toBe('LI');
    const link = within(article).getByRole('link', { name: 'the kit list' });
    expect(link).toHaveAttribute('href', 'https://school.example/kit');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('onclick');
    expect(article.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    expect(article).not.toHaveTextContent('alert');
  });

  it('links the attachment in a new tab', () => {
    setup();
    const link = screen.getByRole('link', { name: 'Attachment: Annual Sports Day (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/api/image/news/n1/circular.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Only the item with an attachment has one.
    expect(
      within(screen.getAllByRole('list')[0]!).getAllByRole('link', { name: /^Attachment: /, hidden: false }),
    ).toHaveLength(1);
  });

  it('names the news feed in words, for a parent to follow it in a feed reader', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Follow our news in a feed reader (RSS)' })).toHaveAttribute(
      'href',
      '/news/feed.xml',
    );
  });

  it('narrows by year and by month', async () => {
    const { user, year, month } = setup();
    await user.selectOptions(year, '2025');
    expect(titles()).toEqual(['Republic Day celebrations', 'Sports coaching camp']);
    await user.selectOptions(month, 'May');
    expect(titles()).toEqual(['Sports coaching camp']);
    await user.selectOptions(month, 'All months');
    expect(titles()).toHaveLength(2);
  });

  it('searches titles only, ignoring case, and clears back to the whole year', async () => {
    const { user, search } = setup();
    await user.type(search, 'SPORTS');
    expect(titles()).toEqual(['Annual Sports Day']);
    await user.clear(search);
    expect(titles()).toEqual(['Annual Sports Day', 'Science Fair winners']);
    // A word that only the description holds matches nothing.
    await user.type(search, 'scientists');
    expect(titles()).toEqual([]);
  });

  it("says exactly 'No data available for the selected filters.' when nothing matches, and recovers", async () => {
    const { user, month } = setup();
    expect(screen.queryByText(messages.noDataForFilters)).not.toBeInTheDocument();
    await user.selectOptions(month, 'Dec');
    expect(screen.getByRole('status')).toHaveTextContent(/^No data available for the selected filters\.$/);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.selectOptions(month, 'Mar');
    expect(screen.queryByText(messages.noDataForFilters)).not.toBeInTheDocument();
    expect(titles()).toEqual(['Annual Sports Day']);
  });

  it('announces how many items the filters show', async () => {
    const { user, search } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('2 news items shown');
    await user.type(search, 'fair');
    expect(screen.getByRole('status')).toHaveTextContent('1 news item shown');
  });

  it('shows the message when there is no news at all', () => {
    setup({ items: [], defaultYear: 2025 });
    expect(screen.getByText(messages.noDataForFilters)).toBeInTheDocument();
  });
});
