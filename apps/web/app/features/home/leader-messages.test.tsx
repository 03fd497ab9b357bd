/** The home page's messages carousel (spec section 2, item 4, and section 9's placeholder photo). */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LeaderMessages, type LeaderSlide } from './leader-messages';

const placeholder = { src: '/generated/portrait-placeholder.webp', alt: 'Photo to follow' };

const slides: LeaderSlide[] = [
  {
    role: 'Chairman',
    href: '/chairman-message',
    message: { name: 'Dr. Chair', title: 'Chairman', text: 'Welcome to our school.' },
  },
  {
    role: 'Pro-Vice Chairman',
    href: '/vice-chairmans-message',
    message: {
      name: 'Mr. Vice',
      title: 'Pro-Vice Chairman',
      text: 'Education is changing.',
      photo: { src: '/generated/vice.webp', alt: 'Mr. Vice' },
    },
  },
  {
    role: 'Director',
    href: '/director-message',
    message: {
      name: 'Ms. Director',
      title: 'Director',
      text: 'Learning never stops.',
      photo: {
        src: '/api/image/d.jpg',
        resized: true,
        alt: 'Photo of Ms. Director',
      },
    },
  },
  { role: 'Principal', href: '/principal-message' },
];

function renderMessages() {
  render(
    <MemoryRouter>
      <LeaderMessages slides={slides} placeholder={placeholder} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('group');
}

describe('LeaderMessages', () => {
  it('shows the four slides in order, each with its Read More link', () => {
    const groups = renderMessages();
    expect(groups).toHaveLength(4);
    expect(
      groups.map((group) =>
        within(group)
          .getByRole('link', { name: /Read More/ })
          .getAttribute('href'),
      ),
    ).toEqual(['/chairman-message', '/vice-chairmans-message', '/director-message', '/principal-message']);
    expect(groups[0]).toHaveTextContent('Welcome to our school.');
    expect(groups[0]).toHaveTextContent('Dr. Chair');
    expect(groups[2]).toHaveTextContent('Ms. Director');
  });

  it('uses the leader’s photo, or the placeholder when there is none', () => {
    const groups = renderMessages();
    expect(within(groups[0]!).getByRole('img')).toHaveAttribute('src', placeholder.src);
    expect(within(groups[1]!).getByRole('img', { name: 'Mr. Vice' })).toHaveAttribute('src', '/generated/vice.webp');
    const director = within(groups[2]!).getByRole('img', { name: 'Photo of Ms. Director' });
    expect(director).toHaveAttribute('srcset', expect.stringContaining('320w'));
    expect(director).toHaveAttribute('width', '160');
  });

  it('keeps a slide with the placeholder and the role when a message did not load', () => {
    const principal = renderMessages()[3]!;
    expect(within(principal).getByRole('img', { name: 'Photo to follow' })).toBeInTheDocument();
    expect(principal).toHaveTextContent('Principal');
    expect(principal.querySelector('blockquote')).toBeNull();
  });
});
