import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richTextHtml } from '../../blocks/live/rich-text.server';
import { LeaderMessage } from './leader-message';

const leader = {
  name: 'Dr. Kavita Menon',
  title: 'Academic Director',
  photo: { src: '/api/image/records/d.jpg', resized: false, alt: 'Photo of Dr. Kavita Menon' },
};

describe('LeaderMessage', () => {
  it("shows the leader's message as paragraphs, with name, title and photo", () => {
    render(
      <LeaderMessage
        category="Director"
        message={{ ...leader, messageHtml: '<p>Dear parents,</p><p>Learning is a journey.</p>' }}
      />,
    );
    expect(screen.getByRole('figure', { name: "Director's message" })).toBeInTheDocument();
    expect(screen.getByText('Learning is a journey.').tagName).toBe('P');
    expect(screen.getByText('Dr. Kavita Menon')).toBeInTheDocument();
    expect(screen.getByText('Academic Director')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Dr. Kavita Menon' })).toHaveAttribute(
      'src',
      '/api/image/records/d.jpg',
    );
  });

  it('shows formatting as formatting, and nothing stored that could run', () => {
    // Built as the loader builds it, from what was stored.
    const stored =
      '<p>We <strong>believe</strong> in:</p><ul><li>curiosity</li><li>kindness</li></ul>' +
      '<p onmouseover="alert(1)">Write to <a href="mailto:director@school.example" target="_blank">me</a>.</p>' +
      '<script>alert(2)</script><img src="x" onerror="alert(3)"><style>body { display: none }</style>';
    render(<LeaderMessage category="Director" message={{ ...leader, messageHtml: richTextHtml(stored) }} />);
    const message = screen.getByRole('figure', { name: "Director's message" });
    expect(within(message).getByText('believe').tagName).toBe('STRONG');
    expect(within(message).getAllByRole('listitem')).toHaveLength(2);
    expect(within(message).getByText('kindness').tagName).toBe('LI');
    expect(within(message).getByRole('link', { name: 'me' })).toHaveAttribute('href', 'mailto:director@school.example');
    expect(within(message).getAllByRole('img')).toHaveLength(1);
    expect(message.querySelector('script, style, [onerror], [onmouseover], [target]')).toBeNull();
    expect(message).not.toHaveTextContent(/alert|display/);
  });

  it('without a stored message, shows the placeholder photo and says plainly that the message is to come', () => {
    const placeholder = { src: '/generated/images/portrait-placeholder.svg', resized: false, alt: 'Photo to follow' };
    render(<LeaderMessage category="Principal" placeholder={placeholder} />);
    const page = screen.getByRole('figure', { name: "Principal's message" });
    expect(within(page).getByRole('img', { name: 'Photo to follow' })).toHaveAttribute('src', placeholder.src);
    expect(within(page).getByText("The Principal's message will appear here once it is published.").tagName).toBe('P');
    expect(within(page).queryByRole('blockquote')).not.toBeInTheDocument();
  });
});
