import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestimonialList } from './testimonial-list';

const photo = {
  src: '/api/image/t/1.jpg',
  resized: true,
  alt: 'Photo of Meera Iyer',
};

describe('TestimonialList', () => {
  it('shows each testimonial in the order given, with its text, author and photo', () => {
    render(
      <TestimonialList
        items={[
          { id: 'new', name: 'Meera Iyer', text: 'First paragraph.\n\nSecond paragraph.', photo },
          { id: 'old', name: 'Ravi Kumar', text: 'An older word of thanks.' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Second paragraph.')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: 'Photo of Meera Iyer' })).toHaveAttribute('src', photo.src);
    expect(within(items[1]!).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows nothing when there are no testimonials', () => {
    const { container } = render(<TestimonialList items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
