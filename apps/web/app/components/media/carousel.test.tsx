/**
 * The carousel's controls: an auto-playing carousel of more than one slide has
 * a Pause / Play button named after it beside its arrows; a still one, or a
 * single slide, has none.
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { carouselSettings, viewportSteps } from '@school/shared/carousel-settings';
import { Carousel } from './carousel';

const slides = ['One', 'Two', 'Three'].map((text) => <p key={text}>{text}</p>);

describe('Carousel', () => {
  it('has one media query in its stylesheet for each screen-width step of the settings', () => {
    // Tests run from the repository's root.
    const stylesheet = readFileSync('apps/web/app/components/media/carousel.module.css', 'utf8');
    const queried = [...stylesheet.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => Number(match[1]));
    expect([0, ...queried]).toEqual([...viewportSteps]);
  });

  it('hides a slide out of sight at first in one range per screen-width step', () => {
    const stylesheet = readFileSync('apps/web/app/components/media/carousel.module.css', 'utf8');
    const hidden = [...stylesheet.matchAll(/\[data-out-of-sight~='(\d+)'\]/g)].map((match) => Number(match[1]));
    expect(hidden).toEqual([...viewportSteps]);
  });

  it('marks in its first HTML, before any script, which slides start out of sight', () => {
    const albums = Array.from({ length: 6 }, (_, index) => <a href={`/album/${index}`}>{`Album ${index}`}</a>);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Carousel label="Special Moments" settings={carouselSettings.homeGallery} slides={albums} />,
    );
    const groups = [...container.querySelectorAll('[aria-roledescription="slide"]')];
    // Out of sight at every width: inert outright. Only at some widths: named for the stylesheet.
    expect(groups.map((group) => group.hasAttribute('inert'))).toEqual([false, false, false, false, true, true]);
    expect(groups.map((group) => group.getAttribute('data-out-of-sight'))).toEqual([
      '0 481 767',
      null,
      '0 481 767 768 992',
      '0 481 767 768 992 993',
      '0 481 767 768 992 993 1025 1200',
      '0 481 767 768 992 993 1025 1200',
    ]);
    // The second album is the one in sight on a phone, from the first paint.
    const region = container.querySelector('section')!;
    expect(region.style.getPropertyValue('--start-0')).toBe('1');
    expect(region.style.getPropertyValue('--start-768')).toBe('0');
  });

  it('gives an auto-playing carousel a Pause / Play button, beside its arrows', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Photos" settings={carouselSettings.generic} slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Photos' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    expect(
      within(carousel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pause Photos', '‹', '›']);

    await user.click(within(carousel).getByRole('button', { name: 'Pause Photos' }));
    expect(within(carousel).getByRole('button', { name: 'Play Photos' })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Play Photos' }));
    expect(within(carousel).getByRole('button', { name: 'Pause Photos' })).toBeInTheDocument();
  });

  it('has the button even with no arrows, as the home gallery', () => {
    render(<Carousel label="Special Moments" settings={carouselSettings.homeGallery} slides={slides} />);
    expect(screen.getByRole('button', { name: 'Pause Special Moments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /slide/ })).not.toBeInTheDocument();
  });

  it('has no button when it does not move by itself', () => {
    const still = { ...carouselSettings.generic, autoplayMs: undefined };
    render(<Carousel label="Photos" settings={still} slides={slides} />);
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide: Photos' })).toBeInTheDocument();
  });

  it('has neither button nor arrows for a single slide', () => {
    render(<Carousel label="Photos" settings={carouselSettings.generic} slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
