/**
 * One album at /sub-gallery (spec sections 2, 4 and 8): 'Loading...' until it
 * arrives, Event Date and Last Date from the one date (dd/mm/yyyy or 'Not
 * Available'), Total Photos, the way back to /gallery, the title and
 * description, and each photo opening the image viewer at that photo.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@school/shared/messages';
import { AlbumPhotos, type AlbumView } from './album-photos';

const album: AlbumView = {
  title: 'Colours Day: Yellow',
  description: 'Our pre-primary children came dressed in yellow.',
  date: '2026-03-05',
  photos: [1, 2, 3].map((n) => ({
    src: `/api/image/gallery/j1/photo-${n}.jpg`,
    resized: true,
    alt: `Colours Day: Yellow, photo ${n} of 3`,
  })),
};

const empty: AlbumView = { title: '', description: '', date: '', photos: [] };

function setup(value?: AlbumView) {
  const user = userEvent.setup({ delay: null });
  const { container } = render(
    <MemoryRouter>
      <AlbumPhotos album={value} />
    </MemoryRouter>,
  );
  return { user, container };
}

const fact = (label: string) => screen.getByText(`${label}:`).closest('li');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AlbumPhotos', () => {
  it("says exactly 'Loading...' until the album arrives, and nothing else", () => {
    const { container } = setup(undefined);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    expect(container).toHaveTextContent(/^Loading\.\.\.$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the dates, the photo count, the way back, the title and the description', () => {
    setup(album);
    expect(fact('Event Date')).toHaveTextContent(/^Event Date: 05\/03\/2026$/);
    expect(fact('Last Date')).toHaveTextContent(/^Last Date: 05\/03\/2026$/);
    expect(fact('Event Date')!.querySelector('time')).toHaveAttribute('datetime', '2026-03-05');
    expect(fact('Total Photos')).toHaveTextContent(/^Total Photos: 3$/);
    expect(screen.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('heading', { level: 2, name: 'Colours Day: Yellow' })).toBeInTheDocument();
    expect(screen.getByText('Our pre-primary children came dressed in yellow.')).toBeInTheDocument();
    expect(screen.queryByText(messages.loading)).not.toBeInTheDocument();
  });

  it('shows every photo as a button naming it, with its srcset, in a box of fixed shape', () => {
    setup(album);
    const buttons = screen.getAllByRole('button', { name: /^View photo: / });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'View photo: Colours Day: Yellow, photo 1 of 3',
      'View photo: Colours Day: Yellow, photo 2 of 3',
      'View photo: Colours Day: Yellow, photo 3 of 3',
    ]);
    const image = within(buttons[1]!).getByRole('img');
    expect(image).toHaveAttribute('src', '/api/image/gallery/j1/photo-2.jpg');
    expect(image).toHaveAttribute('srcset', expect.stringContaining('640w'));
    expect(image).toHaveAttribute('sizes');
  });

  it('renders an empty album (a failed load) without error: 0 photos and dates Not Available', () => {
    setup(empty);
    expect(fact('Event Date')).toHaveTextContent(/^Event Date: Not Available$/);
    expect(fact('Last Date')).toHaveTextContent(/^Last Date: Not Available$/);
    expect(fact('Total Photos')).toHaveTextContent(/^Total Photos: 0$/);
    expect(screen.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute('href', '/gallery');
    // No empty heading, no photo buttons.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['not a date', 'soon'],
    ['not in year-month-day order', '05/03/2026'],
  ])("says 'Not Available' for a date that is %s", (_case, date) => {
    setup({ ...album, date });
    expect(fact('Event Date')).toHaveTextContent(/^Event Date: Not Available$/);
    expect(fact('Last Date')).toHaveTextContent(/^Last Date: Not Available$/);
  });

  it('opens the image viewer at the photo clicked, with the whole album, and closes it again', async () => {
    const { user } = setup(album);
    const second = screen.getByRole('button', { name: 'View photo: Colours Day: Yellow, photo 2 of 3' });
    await user.click(second);

    const viewer = await screen.findByRole('dialog', { name: 'Image viewer' });
    const current = within(viewer)
      .getAllByRole('group')
      .find((slide) => slide.getAttribute('aria-roledescription') === 'Slide' && !slide.hasAttribute('inert'))!;
    expect(current).toHaveAccessibleName('2 of 3');
    expect(within(current).getByRole('img')).toHaveAttribute('alt', 'Colours Day: Yellow, photo 2 of 3');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the photo that opened the viewer.
    await waitFor(() => expect(second).toHaveFocus());
  });
});
