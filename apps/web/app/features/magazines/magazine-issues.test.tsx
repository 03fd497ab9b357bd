/**
 * The /loquacity and /dipscoop issue lists of spec sections 2, 8 and 9: a year
 * dropdown (newest first, the loader's newest year selected), a grid of issues
 * each showing its magazine's fixed logo and title and opening the file in a
 * new tab, and exactly 'No data available for the selected year.' when a year
 * has none.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { imageSrc } from '@school/shared/asset-paths';
import { messages } from '@school/shared/messages';
import { MagazineIssues, type IssueView } from './magazine-issues';

const issues: IssueView[] = [
  { id: 'd3', title: 'Dipscoop March 2025', date: '2025-03-01', href: '/api/image/circulars/d3/march.pdf' },
  { id: 'd2', title: 'Dipscoop February 2025', date: '2025-02-01', href: '/api/image/circulars/d2/february.pdf' },
  { id: 'd1', title: 'Dipscoop December 2024', date: '2024-12-01', href: '/api/image/circulars/d1/december.pdf' },
];

function setup(props: Partial<Parameters<typeof MagazineIssues>[0]> = {}) {
  const user = userEvent.setup({ delay: null });
  const view = render(<MagazineIssues category="Dipscoop" issues={issues} defaultYear={2025} {...props} />);
  return { user, view, year: () => screen.getByRole('combobox', { name: 'Year' }) };
}

const issueLinks = () => screen.queryAllByRole('link');

describe('MagazineIssues', () => {
  it('offers only a year dropdown, newest first, on the default year', () => {
    const { year } = setup();
    expect(year()).toHaveValue('2025');
    expect(
      within(year())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025', '2024']);
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('lists the issues of the year, each opening its file in a new tab', () => {
    setup();
    expect(issueLinks()).toHaveLength(2);
    const link = screen.getByRole('link', { name: /^Dipscoop March 2025/ });
    expect(link).toHaveAttribute('href', '/api/image/circulars/d3/march.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
    expect(screen.getByRole('link', { name: /^Dipscoop February 2025/ })).toHaveAttribute(
      'href',
      '/api/image/circulars/d2/february.pdf',
    );
  });

  it.each([
    ['Dipscoop', 'dipscoop-masthead-logo'],
    ['Loquacity', 'loquacity-masthead-logo'],
  ] as const)('shows the fixed %s logo, 400 x 400 and decorative, in every issue', (category, logo) => {
    setup({ category });
    for (const link of issueLinks()) {
      const image = link.querySelector('img')!;
      expect(image).toHaveAttribute('src', imageSrc(logo));
      expect(image).toHaveAttribute('alt', '');
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveAttribute('height', '400');
    }
  });

  it('switches to the issues of another year', async () => {
    const { user, year } = setup();
    await user.selectOptions(year(), '2024');
    expect(issueLinks().map((link) => link.getAttribute('href'))).toEqual(['/api/image/circulars/d1/december.pdf']);
    expect(screen.queryByText(messages.noDataForYear)).not.toBeInTheDocument();
  });

  it("says exactly 'No data available for the selected year.' for a year without issues", () => {
    const { year } = setup({ defaultYear: 2026 });
    expect(year()).toHaveValue('2026');
    expect(
      within(year())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2025', '2024']);
    expect(screen.getByRole('status')).toHaveTextContent(/^No data available for the selected year\.$/);
    expect(issueLinks()).toHaveLength(0);
  });

  it('shows the message when the magazine has no issues at all', () => {
    const { year } = setup({ category: 'Loquacity', issues: [], defaultYear: 2026 });
    expect(
      within(year())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026']);
    expect(screen.getByText(messages.noDataForYear)).toBeInTheDocument();
  });
});
