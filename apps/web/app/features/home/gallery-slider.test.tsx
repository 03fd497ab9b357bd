/** 'Special Moments' on the home page (spec section 2, item 7, and section 4). */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GallerySlider } from './gallery-slider';

describe('GallerySlider', () => {
  it('shows each album’s first photo and title, linking to the album', () => {
    render(
      <MemoryRouter>
        <GallerySlider
          albums={[
            {
              title: 'Annual Day',
              href: '/sub-gallery?id=a1',
              photo: { src: '/api/image/g/a1/1.jpg', resized: true },
            },
            { title: 'Sports Day', href: '/sub-gallery?id=a2' },
          ]}
        />
      </MemoryRouter>,
    );
    const carousel = screen.getByRole('region', { name: 'Special Moments' });
    const annual = within(carousel).getByRole('link', { name: 'Annual Day' });
    expect(annual).toHaveAttribute('href', '/sub-gallery?id=a1');
    expect(annual.querySelector('img')).toHaveAttribute('src', '/api/image/g/a1/1.jpg');
    expect(within(carousel).getByRole('link', { name: 'Sports Day' })).toHaveAttribute('href', '/sub-gallery?id=a2');
    // The slider has no arrows (spec section 9).
    expect(within(carousel).queryByRole('button', { name: /slide/ })).not.toBeInTheDocument();
  });

  it('renders nothing when there are no albums', () => {
    const { container } = render(
      <MemoryRouter>
        <GallerySlider albums={[]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
