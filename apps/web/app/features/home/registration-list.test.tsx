/** The registration entries above the banner (spec section 2, item 1, and section 8). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegistrationList } from './registration-list';

describe('RegistrationList', () => {
  it('links each title to its url and its attachment behind a paperclip', () => {
    render(
      <RegistrationList
        items={[
          {
            title: 'Register for Nursery',
            url: 'https://portal.example.org/register',
            attachmentHref: '/api/image/reg/r1.pdf',
          },
          { title: 'Class XI screening', url: '/admission-process' },
        ]}
      />,
    );
    const external = screen.getByRole('link', { name: 'Register for Nursery (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://portal.example.org/register');
    expect(external).toHaveAttribute('target', '_blank');

    const attachment = screen.getByRole('link', { name: 'Attachment: Register for Nursery (opens in a new tab)' });
    expect(attachment).toHaveAttribute('href', '/api/image/reg/r1.pdf');
    expect(attachment).toHaveAttribute('target', '_blank');

    const local = screen.getByRole('link', { name: 'Class XI screening' });
    expect(local).toHaveAttribute('href', '/admission-process');
    expect(local).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: /Attachment: Class XI/ })).not.toBeInTheDocument();
  });

  it('renders nothing when there are no entries', () => {
    const { container } = render(<RegistrationList items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
