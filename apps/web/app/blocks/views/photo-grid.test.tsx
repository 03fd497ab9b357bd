/**
 * The photo groups of the information pages (spec section 2: photo groups
 * "opening in a zoom viewer"): each photo is a button that opens the image
 * viewer at that photo, with the whole group as its slides.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoGroupView } from '../page/blocks';
import { PhotoGrid } from './photo-grid';

const group: PhotoGroupView = {
  id: 'houses',
  title: 'Our houses',
  images: [
    { src: '/generated/house-amethyst.webp', alt: 'Amethyst House at the march past', width: 800, height: 600 },
    { src: '/generated/house-emerald.webp', alt: 'Emerald House on stage', width: 800, height: 600 },
    { src: '/generated/house-jade.webp', alt: '', width: 600, height: 800 },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

const currentSlide = (viewer: HTMLElement) =>
  within(viewer)
    .getAllByRole('group')
    .find((slide) => slide.getAttribute('aria-roledescription') === 'Slide' && !slide.hasAttribute('inert'))!;

describe('PhotoGrid', () => {
  it('keeps the titled group of photos in boxes of their own shape, each a button naming its photo', () => {
    render(<PhotoGrid group={group} />);
    const section = screen.getByRole('region', { name: 'Our houses' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Our houses' })).toBeInTheDocument();
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'View photo: Amethyst House at the march past',
      'View photo: Emerald House on stage',
      'View photo 3 of 3',
    ]);
    const image = within(buttons[2]!).getByRole('presentation');
    expect(image).toHaveAttribute('src', '/generated/house-jade.webp');
    expect(image).toHaveStyle({ aspectRatio: '600 / 800' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the image viewer at the photo clicked, with the whole group', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PhotoGrid group={group} />);
    await user.click(screen.getByRole('button', { name: 'View photo: Emerald House on stage' }));

    const viewer = await screen.findByRole('dialog', { name: 'Image viewer' });
    expect(currentSlide(viewer)).toHaveAccessibleName('2 of 3');
    expect(within(currentSlide(viewer)).getByRole('img')).toHaveAttribute('src', '/generated/house-emerald.webp');

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentSlide(viewer)).toHaveAccessibleName('3 of 3'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentSlide(viewer)).toHaveAccessibleName('1 of 3'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('labels an untitled group "Photos"', () => {
    render(<PhotoGrid group={{ id: 'one', images: [group.images[0]!] }} />);
    expect(screen.getByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
