/**
 * The award carousels of spec sections 2, 8 and 9: /awards-achievements
 * ('Making Us Proud', category AwardsAchievement) and /sports-awards-acheivement
 * (category SportsAwards): each one's loading and empty words exactly, the
 * pictures with their titles in the right carousel, and each picture opening
 * the image viewer there.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carouselSettings } from '@school/shared/carousel-settings';
import { AwardsCarousel, slideSizes, type AwardView } from './awards-carousel';

const award = (id: string, title: string, n: number): AwardView => ({
  id,
  title,
  photo: {
    src: `/api/image/awards/${id}.jpg`,
    resized: true,
    alt: `${title}, picture ${n}`,
  },
});

const awards = [
  award('a1-0', 'Award for Innovation in Teaching', 1),
  award('a1-1', 'Award for Innovation in Teaching', 2),
  award('a2-0', 'Science Olympiad Gold Medallists', 1),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AwardsCarousel', () => {
  it.each([
    ['AwardsAchievement', 'Loading images...'],
    ['SportsAwards', 'Loading awards...'],
  ] as const)('says exactly its loading words for %s while the awards have not arrived', (category, words) => {
    const { container } = render(<AwardsCarousel category={category} />);
    expect(screen.getByRole('status')).toHaveTextContent(words);
    expect(container).toHaveTextContent(new RegExp(`^${words.replace(/\./g, '\\.')}$`));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it.each([
    ['AwardsAchievement', 'No awards images found.'],
    ['SportsAwards', "No awards found in the 'SportsAwards' category."],
  ] as const)('says exactly its empty words for %s when there are no awards', (category, words) => {
    const { container } = render(<AwardsCarousel category={category} awards={[]} />);
    expect(container).toHaveTextContent(words);
    expect(container.textContent).toBe(words);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("shows the AwardsAchievement pictures in the 'Making Us Proud' carousel, each with its title", () => {
    render(<AwardsCarousel category="AwardsAchievement" awards={awards} />);
    const carousel = screen.getByRole('region', { name: 'Making Us Proud' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(within(slides[2]!).getByRole('figure')).toHaveTextContent('Science Olympiad Gold Medallists');
    const image = within(slides[0]!).getByRole('img', { name: 'Award for Innovation in Teaching, picture 1' });
    expect(image).toHaveAttribute('src', '/api/image/awards/a1-0.jpg');
    expect(image).toHaveAttribute('srcset', expect.stringContaining('640w'));
    // Three to a row from 1200 px, two from 768 px, one below (the sports and awards carousel).
    expect(image).toHaveAttribute('sizes', '(min-width: 1200px) 34vw, (min-width: 768px) 50vw, 100vw');
    // It has arrows and no dots.
    expect(within(carousel).getByRole('button', { name: 'Next slide: Making Us Proud' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
  });

  it('shows the SportsAwards pictures in the media awards carousel: two from 992 px', () => {
    render(<AwardsCarousel category="SportsAwards" awards={awards} />);
    const carousel = screen.getByRole('region', { name: 'Awards and achievements' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    expect(within(carousel).getAllByRole('img')[0]).toHaveAttribute('sizes', '(min-width: 992px) 50vw, 100vw');
  });

  it('opens the image viewer at the picture clicked, with all the pictures and their titles', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AwardsCarousel category="AwardsAchievement" awards={awards} />);
    await user.click(screen.getByRole('button', { name: 'View photo: Science Olympiad Gold Medallists, picture 1' }));

    const viewer = await screen.findByRole('dialog', { name: 'Image viewer' });
    const current = within(viewer)
      .getAllByRole('group')
      .find((slide) => slide.getAttribute('aria-roledescription') === 'Slide' && !slide.hasAttribute('inert'))!;
    expect(current).toHaveAccessibleName('3 of 3');
    expect(within(current).getByRole('img')).toHaveAttribute('alt', 'Science Olympiad Gold Medallists, picture 1');
    // The metadata panel shows the award's title.
    expect(current).toHaveTextContent('Science Olympiad Gold Medallists');

    // Next wraps around to the first picture.
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(
        within(viewer)
          .getAllByRole('group')
          .find((slide) => slide.getAttribute('aria-roledescription') === 'Slide' && !slide.hasAttribute('inert')),
      ).toHaveAccessibleName('1 of 3'),
    );
  });
});

describe('slideSizes', () => {
  it('shares the screen among the slides shown at each width, widest first', () => {
    expect(slideSizes(carouselSettings.sports)).toBe('(min-width: 1200px) 34vw, (min-width: 768px) 50vw, 100vw');
    expect(slideSizes(carouselSettings.mediaAwards)).toBe('(min-width: 992px) 50vw, 100vw');
  });
});
