/**
 * The /upcoming-events list of spec sections 2, 4, 8 and 9: opens on the
 * loader's current year and month, narrows by year and month, shows each
 * event's thumbnail, dd/mm/yyyy date, time, venue, description and attachment,
 * says so when no event matches, and lists the next events from today on,
 * whatever their month, above the filters.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@school/shared/messages';
import { richTextHtml } from '../../blocks/live/rich-text.server';
import { photoSrcSet } from '../../blocks/live/uploaded-photo';
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
    href: '/upcoming-events/e1',
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
    href: '/upcoming-events/e2',
    title: 'Parent-teacher meeting',
    date: '2026-03-01',
    time: '9:00 AM',
    venue: 'Classrooms',
    descriptionHtml: 'Term 2 progress reports.',
    thumbnail: { src: '/generated/images/event-default.svg', resized: false, alt: '' },
  },
  {
    id: 'e3',
    href: '/upcoming-events/e3',
    title: 'Science exhibition',
    date: '2026-02-14',
    time: '10:00 AM',
    venue: 'Innovation lab',
    descriptionHtml: 'Projects from Grades 6 to 12.',
    thumbnail: photo('science'),
  },
  {
    id: 'e4',
    href: '/upcoming-events/e4',
    title: 'Winter carnival',
    date: '2025-12-15',
    time: '11:00 AM',
    venue: 'Sports ground',
    descriptionHtml: 'Games and food stalls.',
    thumbnail: photo('carnival'),
  },
];

function setup(props: { items?: EventView[]; defaultYear?: number; defaultMonth?: number; today?: string } = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <EventList
        items={props.items ?? items}
        defaultYear={props.defaultYear ?? 2026}
        defaultMonth={props.defaultMonth ?? 3}
        today={props.today ?? '2026-03-05'}
      />
    </MemoryRouter>,
  );
  return {
    user,
    year: screen.getByRole('combobox', { name: 'Year' }),
    month: screen.getByRole('combobox', { name: 'Month' }),
  };
}

/** The titles of the events the filters show. */
const titles = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent);

const comingUp = () => screen.queryByRole('region', { name: 'Coming up' });

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
    expect(within(article).getByRole('link', { name: 'Annual Day' })).toHaveAttribute('href', '/upcoming-events/e1');
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
    // The script's link is gone; the event's own page and its Add to calendar are its links.
    expect(
      within(article)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/upcoming-events/e1', '/upcoming-events/e1.ics']);
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
    expect(screen.getAllByRole('link', { name: /^Attachment/ })).toHaveLength(1);
  });

  it('links each event’s own calendar file, named by its title, and the whole calendar to subscribe to', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Add to calendar: Annual Day' })).toHaveAttribute(
      'href',
      '/upcoming-events/e1.ics',
    );
    expect(screen.getByRole('link', { name: 'Subscribe to the school’s calendar (iCal)' })).toHaveAttribute(
      'href',
      '/upcoming-events/calendar.ics',
    );
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

  it('says in words that a month or year has no events, and shows them again when one does', async () => {
    const { user, year, month } = setup();
    await user.selectOptions(month, 'Jul');
    expect(titles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(messages.noDataForFilters);
    expect(screen.getByRole('search', { name: 'Filter events' })).toBeInTheDocument();
    await user.selectOptions(month, 'Mar');
    expect(titles()).toHaveLength(2);
    // A year with no events keeps the month chosen, and says so too.
    await user.selectOptions(year, '2025');
    expect(month).toHaveValue('3');
    expect(screen.getByRole('status')).toHaveTextContent(messages.noDataForFilters);
  });

  it('shows no events and no Coming up when there are no events at all, and says so', () => {
    setup({ items: [] });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(comingUp()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(messages.noDataForFilters);
  });

  it('lists the next three events from today on above the filters, soonest first, whatever the month shown', () => {
    const future = (id: string, title: string, date: string, extra: Partial<EventView> = {}): EventView => ({
      ...items[1]!,
      id,
      href: `/upcoming-events/${id}`,
      title,
      date,
      ...extra,
    });
    setup({
      items: [
        future('j', 'Republic Day assembly', '2027-01-26', { time: '8:00 AM', venue: 'Main ground' }),
        future('d20', 'Christmas concert', '2026-12-20', { time: '', venue: '' }),
        future('d6', 'Founders’ Day', '2026-12-06', { time: '10:00 AM', venue: 'Auditorium' }),
        future('n28', 'Book fair', '2026-11-28'),
        ...items,
      ],
      defaultYear: 2026,
      defaultMonth: 11,
      today: '2026-11-28',
    });
    const region = comingUp()!;
    expect(region).toBeInTheDocument();
    // Above the filters.
    expect(
      region.compareDocumentPosition(screen.getByRole('search', { name: 'Filter events' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const entries = within(region).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '28 Nov 2026Book fair9:00 AM · Classrooms',
      '06 Dec 2026Founders’ Day10:00 AM · Auditorium',
      '20 Dec 2026Christmas concert',
    ]);
    expect(within(entries[1]!).getByText('Dec').closest('time')).toHaveAttribute('dateTime', '2026-12-06');
    expect(within(entries[1]!).getByRole('link', { name: 'Founders’ Day' })).toHaveAttribute(
      'href',
      '/upcoming-events/d6',
    );
    // November itself shows the day's event in the list below, and nothing that is over is coming up.
    expect(titles()).toEqual(['Book fair']);
    expect(within(region).queryByText('Annual Day')).not.toBeInTheDocument();
  });

  it('has no Coming up when every event is over', () => {
    setup({ today: '2026-12-01' });
    expect(comingUp()).not.toBeInTheDocument();
    expect(titles()).toEqual(['Annual Day', 'Parent-teacher meeting']);
  });

  it('announces how many events the filters show', async () => {
    const { user, month } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('2 events shown');
    await user.selectOptions(month, 'Feb');
    expect(screen.getByRole('status')).toHaveTextContent('1 event shown');
  });
});
