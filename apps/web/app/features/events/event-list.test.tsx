/**
 * The /upcoming-events list of spec sections 2, 4, 8 and 9: opens on the
 * loader's current year and month, narrows by year and month, shows each
 * event's thumbnail, dd/mm/yyyy date, time, venue, description and attachment,
 * and shows nothing at all (no list, no message) when no event matches.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@school/shared/messages';
import { richTextHtml } from '../../live/rich-text.server';
import { photoSrcSet } from '../../live/uploaded-photo';
import { EventList, type EventView } from './event-list';

/** An uploaded picture, as the feed gives it: the event's title beside it names it, so it has no alt text. */
const photo = (name: string) => ({
  src: `/api/image/events/${name}.jpg`,
  resized: true,
  alt: '',
});

const items: EventView[] = [
  {
    id: 'e1',
    title: 'Annual Day',
    date: '2026-03-20',
    time: '5:00 PM',
    venue: 'School auditorium',
    descriptionHtml: 'Dance, drama and music by every grade.',
    thumbnail: photo('annual-day'),
    attachmentHref: '/api/image/events/e1/programme.pdf',
  },
  {
    id: 'e2',
    title: 'Parent-teacher meeting',
    date: '2026-03-01',
    time: '9:00 AM',
    venue: 'Classrooms',
    descriptionHtml: 'Term 2 progress reports.',
    thumbnail: { src: '/generated/images/event-default.svg', resized: false, alt: '' },
  },
  {
    id: 'e3',
    title: 'Science exhibition',
    date: '2026-02-14',
    time: '10:00 AM',
    venue: 'Innovation lab',
    descriptionHtml: 'Projects from Grades 6 to 12.',
    thumbnail: photo('science'),
  },
  {
    id: 'e4',
    title: 'Winter carnival',
    date: '2025-12-15',
    time: '11:00 AM',
    venue: 'Sports ground',
    descriptionHtml: 'Games and food stalls.',
    thumbnail: photo('carnival'),
  },
];

function setup(props: { items?: EventView[]; defaultYear?: number; defaultMonth?: number } = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <EventList
      items={props.items ?? items}
      defaultYear={props.defaultYear ?? 2026}
      defaultMonth={props.defaultMonth ?? 3}
    />,
  );
  return {
    user,
    year: screen.getByRole('combobox', { name: 'Year' }),
    month: screen.getByRole('combobox', { name: 'Month' }),
  };
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('EventList', () => {
  it('opens on the default year and month', () => {
    const { year, month } = setup();
    expect(year).toHaveValue('2026');
    expect(month).toHaveValue('3');
    expect(titles()).toEqual(['Annual Day', 'Parent-teacher meeting']);
  });

  it('offers year and month filters but no title search', () => {
    const { year } = setup();
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2025']);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('offers and selects the default year even when it has no events', () => {
    const { year } = setup({ defaultYear: 2027, defaultMonth: 1 });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2027', '2026', '2025']);
    expect(year).toHaveValue('2027');
  });

  it('shows the thumbnail, title, dd/mm/yyyy date, time, venue and description of each event', () => {
    setup();
    const article = screen.getByRole('heading', { name: 'Annual Day' }).closest('article')!;
    const image = article.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', '/api/image/events/annual-day.jpg');
    expect(image).toHaveAttribute('srcset', photoSrcSet(items[0]!.thumbnail.src));
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(article).getByText('20/03/2026')).toBeInTheDocument();
    expect(within(article).getByText('5:00 PM')).toBeInTheDocument();
    expect(within(article).getByText('School auditorium')).toBeInTheDocument();
    expect(within(article).getByText('Dance, drama and music by every grade.')).toBeInTheDocument();
  });

  it('shows a formatted description as formatted text, and nothing that could run', () => {
    // Built as the loader builds it, from what was stored.
    const stored =
      '<p>Parents are <em>welcome</em>. <b>Programme</b>:</p><ol><li>Prayer</li><li>Prizes</li></ol>' +
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">more</a>';
    setup({ items: [{ ...items[0]!, descriptionHtml: richTextHtml(stored), attachmentHref: undefined }] });
    const article = screen.getByRole('heading', { name: 'Annual Day' }).closest('article')!;
    expect(within(article).getByText('welcome').tagName).toBe('EM');
    expect(within(article).getByText('Programme').tagName).toBe('B');
    expect(within(article).getByText('Prizes').tagName).toBe('LI');
    expect(within(article).getByRole('list')).toHaveTextContent(/^PrayerPrizes$/);
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    expect(within(article).getByText(/more/)).toBeInTheDocument();
    expect(article.querySelectorAll('img')).toHaveLength(1);
    expect(article.querySelector('script, [onerror], [href^="javascript"]')).toBeNull();
  });

  it('shows the default picture as decoration, without an empty srcset', () => {
    setup();
    const article = screen.getByRole('heading', { name: 'Parent-teacher meeting' }).closest('article')!;
    const image = article.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/generated/images/event-default.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).not.toHaveAttribute('srcset');
    expect(within(article).getByText('01/03/2026')).toBeInTheDocument();
  });

  it("links the first attachment as 'Attachment' in a new tab, only when there is one", () => {
    setup();
    const link = screen.getByRole('link', { name: 'Attachment: Annual Day (opens in a new tab)' });
    expect(link).toHaveTextContent(/^Attachment$/);
    expect(link).toHaveAttribute('href', '/api/image/events/e1/programme.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('narrows by month and by year', async () => {
    const { user, year, month } = setup();
    await user.selectOptions(month, 'Feb');
    expect(titles()).toEqual(['Science exhibition']);
    await user.selectOptions(month, 'All months');
    expect(titles()).toEqual(['Annual Day', 'Parent-teacher meeting', 'Science exhibition']);
    await user.selectOptions(year, '2025');
    expect(titles()).toEqual(['Winter carnival']);
  });

  it('shows nothing but the filters when no event matches, and comes back when one does', async () => {
    const { user, month } = setup();
    await user.selectOptions(month, 'Jul');
    expect(titles()).toEqual([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    for (const message of Object.values(messages)) expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter events' })).toBeInTheDocument();
    await user.selectOptions(month, 'Mar');
    expect(titles()).toHaveLength(2);
  });

  it('shows nothing when there are no events at all', () => {
    setup({ items: [] });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('announces how many events the filters show', async () => {
    const { user, month } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('2 events shown');
    await user.selectOptions(month, 'Feb');
    expect(screen.getByRole('status')).toHaveTextContent('1 event shown');
  });
});
