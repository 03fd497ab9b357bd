/** A box of text slides, such as /sports-DPS's "Latest News" (spec section 2): its title, then one slide per story. */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TextSlides } from './text-slides';

describe('TextSlides', () => {
  it('shows its title, then a carousel of the stories, each under its heading', () => {
    render(
      <MemoryRouter>
        <TextSlides
          title="Latest News"
          slides={['<h3>Zonal title</h3>\n<p>The girls won.</p>', '<h3>State skating</h3>\n<p>Three selected.</p>']}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Latest News' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Latest News' });
    const [first, second] = within(carousel).getAllByRole('group');
    expect(first).toHaveAccessibleName('1 of 2');
    expect(within(first!).getByRole('heading', { level: 3, name: 'Zonal title' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Three selected.');
    expect(within(carousel).getByRole('button', { name: 'Pause Latest News' })).toBeInTheDocument();
  });
});
