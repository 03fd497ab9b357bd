import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaderMessage } from './leader-message';

describe('LeaderMessage', () => {
  it("shows the leader's message as paragraphs, with name, title and photo", () => {
    render(
      <LeaderMessage
        category="Director"
        message={{
          name: 'Dr. Kavita Menon',
          title: 'Academic Director',
          text: 'Dear parents,\n\nLearning is a journey.',
          photo: { src: '/api/image/records/d.jpg', srcSet: '', alt: 'Photo of Dr. Kavita Menon' },
        }}
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

  it('shows nothing when there is no message of that category', () => {
    const { container } = render(<LeaderMessage category="Principal" />);
    expect(container).toBeEmptyDOMElement();
  });
});
