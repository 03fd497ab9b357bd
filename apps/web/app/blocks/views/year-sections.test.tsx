/**
 * The year dropdown of /special-assemblies, /education-trip, /workshops and
 * /little-learners-lounge (spec section 2): the newest year shows first, and
 * choosing a year shows that year's block and no other.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { YearView } from '../page/blocks';
import { YearSections } from './year-sections';

const image = { src: '/generated/images/x.svg', alt: '', width: 400, height: 300 };
const years: YearView[] = [
  {
    year: '2025',
    columns: [
      {
        items: [
          { label: 'Independence Day', href: '/sub-gallery?id=id-2025', image, newTab: false },
          { label: 'Investiture', href: '/sub-gallery?id=inv-2025', image, newTab: false },
        ],
      },
    ],
  },
  {
    year: '2024',
    intro: 'Our workshops of 2024.',
    columns: [
      {
        heading: 'Issues',
        items: [{ label: 'August 2024', href: '/generated/documents/aug.pdf', image, newTab: true }],
      },
    ],
  },
];

function renderYears() {
  render(
    <MemoryRouter>
      <YearSections years={years} />
    </MemoryRouter>,
  );
}

describe('YearSections', () => {
  it('shows the newest year first, with its albums linking to their sub-gallery', () => {
    renderYears();
    expect(screen.getByLabelText('Select year')).toHaveValue('2025');
    const block = screen.getByRole('region', { name: '2025' });
    expect(within(block).getByRole('link', { name: 'Independence Day' })).toHaveAttribute(
      'href',
      '/sub-gallery?id=id-2025',
    );
    expect(screen.queryByRole('region', { name: '2024' })).not.toBeInTheDocument();
  });

  it("switching the year shows that year's block, with its intro, instead", async () => {
    renderYears();
    await userEvent.selectOptions(screen.getByLabelText('Select year'), '2024');
    expect(screen.queryByRole('region', { name: '2025' })).not.toBeInTheDocument();
    const block = screen.getByRole('region', { name: '2024' });
    expect(within(block).getByText('Our workshops of 2024.')).toBeInTheDocument();
    const issue = within(block).getByRole('link', { name: 'August 2024 (PDF, opens in a new tab)' });
    expect(issue).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Independence Day')).not.toBeInTheDocument();
  });
});
