/** 'Stakeholders Speak' on the home page (spec section 2, item 6). */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestimonialSlides } from './testimonial-slides';

const placeholder = { src: '/generated/portrait-placeholder.webp', alt: 'Photo to follow' };

describe('TestimonialSlides', () => {
  it('shows each testimonial with its photo, text and name, in the order given', () => {
    render(
      <TestimonialSlides
        placeholder={placeholder}
        items={[
          {
            name: 'Priya Sharma',
            text: 'A caring school.',
            photo: { src: '/api/image/t/2.jpg', resized: true, alt: 'Photo of Priya Sharma' },
          },
          { name: 'Ravi Kumar', text: 'Great teachers.' },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('group');
    expect(first).toHaveTextContent('A caring school.');
    expect(within(first!).getByRole('img', { name: 'Photo of Priya Sharma' })).toHaveAttribute(
      'src',
      '/api/image/t/2.jpg',
    );
    expect(first!.querySelector('figcaption')).toHaveTextContent('Priya Sharma');
    expect(second).toHaveTextContent('Great teachers.');
    expect(within(second!).getByRole('img', { name: 'Photo to follow' })).toBeInTheDocument();
  });

  it('renders nothing when there are no testimonials', () => {
    const { container } = render(<TestimonialSlides items={[]} placeholder={placeholder} />);
    expect(container).toBeEmptyDOMElement();
  });
});
