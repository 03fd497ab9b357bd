import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdmissionDownloads } from './admission-downloads';

describe('AdmissionDownloads', () => {
  it('links each download, opening in a new tab', () => {
    render(
      <AdmissionDownloads
        items={[
          { id: 'a', title: 'Application form, Class XI', href: '/api/image/records/a/form.pdf' },
          { id: 'b', title: 'Admission notice', href: 'https://example.org/notice' },
        ]}
      />,
    );
    const form = screen.getByRole('link', { name: 'Application form, Class XI (opens in a new tab)' });
    expect(form).toHaveAttribute('href', '/api/image/records/a/form.pdf');
    expect(form).toHaveAttribute('target', '_blank');
    expect(form).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('shows an empty list as nothing', () => {
    const { container } = render(<AdmissionDownloads items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
