/**
 * The /gallery albums of spec sections 2, 4 and 9: the school tabs (Junior
 * first), the year (newest by default), month and title filters, the album
 * cards with their date badge and photo count linking to /sub-gallery?id=...,
 * and four placeholder cards when nothing matches.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@school/shared/messages';
import { albumHref } from '../../site/navigation';
import { AlbumGrid, photoCountLabel, type AlbumCardView } from './album-grid';

const photo = (path: string, alt: string) => ({
  src: `/api/image/${path}`,
  resized: true,
  alt,
});

const albums: AlbumCardView[] = [
  {
    id: 'j1',
    title: 'Colours Day: Yellow',
    school: 'Junior',
    date: '2026-03-05',
    photoCount: 6,
    cover: photo('gallery/j1/photo-1.jpg', 'Colours Day: Yellow'),
  },
  { id: 'j2', title: 'Fancy Dress Parade', school: 'Junior', date: '2026-01-20', photoCount: 1 },
  {
    id: 'j3',
    title: 'Grandparents’ Day',
    school: 'Junior',
    date: '2025-09-12',
    photoCount: 4,
    cover: photo('gallery/j3/photo-1.jpg', 'Grandparents’ Day'),
  },
  {
    id: 'g1',
    title: 'Inter-House Athletics Meet',
    school: 'Grades I to X',
    date: '2026-02-14',
    photoCount: 6,
    cover: photo('gallery/g1/photo-1.jpg', 'Inter-House Athletics Meet'),
  },
  { id: 'g2', title: 'Annual Day: Rhythms of India', school: 'Grades I to X', date: '2025-12-06', photoCount: 0 },
  { id: 's/1 & more', title: 'Model United Nations', school: 'Senior', date: '2024-08-22', photoCount: 3 },
];

function setup(props: { albums?: AlbumCardView[]; defaultYear?: number } = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <AlbumGrid albums={props.albums ?? albums} defaultYear={props.defaultYear ?? 2026} />
    </MemoryRouter>,
  );
  return {
    user,
    year: screen.getByRole('combobox', { name: 'Year' }),
    month: screen.getByRole('combobox', { name: 'Month' }),
    search: screen.getByRole('searchbox', { name: 'Search by title' }),
    tab: (name: string) => screen.getByRole('tab', { name }),
  };
}

/** The album cards shown, by their titles, in order. */
const cardTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const placeholders = () => screen.queryAllByTestId('album-placeholder');

describe('AlbumGrid', () => {
  it('opens on the Junior tab, the default year, every month and no search', () => {
    const { year, month, search, tab } = setup();
    expect(tab('Junior')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Grades I to X')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Senior')).toHaveAttribute('aria-selected', 'false');
    expect(year).toHaveValue('2026');
    expect(month).toHaveValue('');
    expect(search).toHaveValue('');
    expect(cardTitles()).toEqual(['Colours Day: Yellow', 'Fancy Dress Parade']);
    expect(screen.getByRole('status')).toHaveTextContent('2 albums shown');
    expect(placeholders()).toHaveLength(0);
  });

  it('offers the three school tabs in the spec’s order', () => {
    setup();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Junior', 'Grades I to X', 'Senior']);
  });

  it('offers the years of all albums newest first, with the default year, and every month', () => {
    const { year, month } = setup({ defaultYear: 2027 });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2027', '2026', '2025', '2024']);
    expect(year).toHaveValue('2027');
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All months', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('switches school with the tabs, keeping the filters', async () => {
    const { user, tab, year } = setup();
    await user.click(tab('Grades I to X'));
    expect(tab('Grades I to X')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Junior')).toHaveAttribute('aria-selected', 'false');
    expect(cardTitles()).toEqual(['Inter-House Athletics Meet']);
    expect(year).toHaveValue('2026');

    await user.click(tab('Senior'));
    expect(cardTitles()).toEqual([]);
    expect(placeholders()).toHaveLength(4);

    await user.selectOptions(year, '2024');
    expect(cardTitles()).toEqual(['Model United Nations']);

    await user.click(tab('Junior'));
    expect(cardTitles()).toEqual([]);
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user, tab } = setup();
    tab('Junior').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Grades I to X')).toHaveFocus();
    expect(tab('Grades I to X')).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toEqual(['Inter-House Athletics Meet']);
  });

  it('filters by year', async () => {
    const { user, year } = setup();
    await user.selectOptions(year, '2025');
    expect(cardTitles()).toEqual(['Grandparents’ Day']);
  });

  it('filters by month', async () => {
    const { user, month } = setup();
    await user.selectOptions(month, 'Mar');
    expect(cardTitles()).toEqual(['Colours Day: Yellow']);
    await user.selectOptions(month, 'Jan');
    expect(cardTitles()).toEqual(['Fancy Dress Parade']);
    await user.selectOptions(month, 'All months');
    expect(cardTitles()).toEqual(['Colours Day: Yellow', 'Fancy Dress Parade']);
  });

  it('searches titles without regard to case', async () => {
    const { user, search } = setup();
    await user.type(search, 'FANCY');
    expect(cardTitles()).toEqual(['Fancy Dress Parade']);
    await user.clear(search);
    await user.type(search, 'yellow');
    expect(cardTitles()).toEqual(['Colours Day: Yellow']);
  });

  it('shows exactly four placeholder cards and the empty message when nothing matches', async () => {
    const { user, search } = setup();
    await user.type(search, 'no such album');
    expect(cardTitles()).toEqual([]);
    expect(placeholders()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent(messages.noDataForFilters);
    // The placeholders are decoration: screen readers hear the message once.
    for (const placeholder of placeholders()) expect(placeholder.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);

    await user.clear(search);
    expect(placeholders()).toHaveLength(0);
  });

  it('shows four placeholder cards when there are no albums at all', () => {
    const { year } = setup({ albums: [], defaultYear: 2026 });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026']);
    expect(placeholders()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent(messages.noDataForFilters);
  });

  it('links each card to its album, with the cover, the date badge and the photo count', () => {
    setup();
    const card = screen.getByRole('link', { name: /Colours Day: Yellow/ });
    expect(card).toHaveAttribute('href', '/sub-gallery?id=j1');
    expect(card).toHaveAccessibleName('Colours Day: Yellow 6 Photos 05 Mar 2026');
    const cover = card.querySelector('img')!;
    expect(cover).toHaveAttribute('src', '/api/image/gallery/j1/photo-1.jpg');
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('640w'));
    expect(cover).toHaveAttribute('sizes');
    // The title already names the album.
    expect(cover).toHaveAttribute('alt', '');
    const badge = card.querySelector('time')!;
    expect(badge).toHaveAttribute('datetime', '2026-03-05');
    expect(badge).toHaveTextContent('05 Mar 2026');
  });

  it('fetches the covers of the first row at once, the first ahead of everything, and later ones when scrolled to', () => {
    const many = Array.from({ length: 6 }, (_, index) => ({
      id: `m${index}`,
      title: `Album ${index}`,
      school: 'Junior' as const,
      date: `2026-03-${String(10 - index).padStart(2, '0')}`,
      photoCount: 2,
      cover: photo(`gallery/m${index}/photo-1.jpg`, `Album ${index}`),
    }));
    setup({ albums: many });
    const covers = many.map((album) =>
      screen.getByRole('link', { name: new RegExp(album.title) }).querySelector('img')!,
    );
    expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(covers.map((cover) => cover.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
  });

  it('shows a plain box for an album with no cover, and "1 Photo" for one photo', () => {
    setup();
    const card = screen.getByRole('link', { name: /Fancy Dress Parade/ });
    expect(card.querySelector('img')).toBeNull();
    expect(card).toHaveTextContent('1 Photo');
    expect(card).not.toHaveTextContent('1 Photos');
  });

  it('encodes the album id in the link', async () => {
    const { user, tab, year } = setup();
    await user.click(tab('Senior'));
    await user.selectOptions(year, '2024');
    expect(screen.getByRole('link', { name: /Model United Nations/ })).toHaveAttribute(
      'href',
      '/sub-gallery?id=s%2F1%20%26%20more',
    );
  });

  it('words the count and the address', () => {
    expect(photoCountLabel(0)).toBe('0 Photos');
    expect(photoCountLabel(1)).toBe('1 Photo');
    expect(photoCountLabel(12)).toBe('12 Photos');
    expect(albumHref('a b')).toBe('/sub-gallery?id=a%20b');
  });
});
