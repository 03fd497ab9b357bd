/** The home page's achievements carousel (spec section 2, item 9). */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Achievements } from './achievements';

describe('Achievements', () => {
  it('shows each achievement with its photo, title and description', () => {
    render(
      <Achievements
        items={[
          {
            title: 'Chess gold',
            description: 'State chess champions',
            // An uploaded photo, as the loader gives it: the title beside it names it.
            photo: { src: '/api/image/ach/1.jpg', resized: true, alt: '' },
          },
          {
            title: 'Music festival gold',
            description: 'The senior choir won.',
            photo: { src: '/generated/home-achievement-music.webp', alt: 'The choir on stage' },
          },
          { title: 'No photo yet', description: '' },
        ]}
      />,
    );
    const carousel = screen.getByRole('region', { name: 'Achievements' });
    const [first, second, third] = within(carousel).getAllByRole('group');
    expect(within(first!).getByRole('heading', { level: 3, name: 'Chess gold' })).toBeInTheDocument();
    expect(first).toHaveTextContent('State chess champions');
    const uploaded = first!.querySelector('img')!;
    expect(uploaded).toHaveAttribute('alt', '');
    expect(uploaded).toHaveAttribute('srcset', expect.stringContaining('320w'));
    expect(within(second!).getByRole('img', { name: 'The choir on stage' })).not.toHaveAttribute('srcset');
    expect(within(third!).queryByRole('img')).not.toBeInTheDocument();
    expect(third!.querySelector('p')).toBeNull();
  });
});
