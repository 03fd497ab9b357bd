/**
 * The alerts at the top of every page: most pressing first, each level said in words, an urgent one announced and
 * never closed, an informative one closed for the rest of the visit, on this page and the next ones.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Alert } from '@school/shared/api-schema';
import { SiteAlerts } from './site-alerts';

const alert = (level: Alert['level'], title: string, url = ''): Alert => ({
  _id: `${level}-id`,
  title,
  level,
  url,
  since: '2026-11-29T03:00:00.000Z',
  until: null,
});

const closure = alert('Urgent', 'School is closed today.', 'https://www.example.org/closure');
const buses = alert('Warning', 'Buses run late today.');
const admissions = alert('Information', 'Admissions open on 5 January.');

afterEach(() => sessionStorage.clear());

describe('the alerts at the top of a page', () => {
  it('draws nothing when there is none', () => {
    const { container } = render(<SiteAlerts alerts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the most pressing first, each named by its level and saying it in words', () => {
    render(<SiteAlerts alerts={[admissions, closure, buses]} />);
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual(['Warning alert', 'Information alert']);
    const urgent = screen.getByRole('alert');
    expect(urgent).toHaveAccessibleName('Urgent alert');
    expect(urgent).toHaveTextContent('Urgent: School is closed today.');
    expect(regions[0]).toHaveTextContent('Warning: Buses run late today.');
    expect(screen.getByRole('link', { name: 'More about this alert' })).toHaveAttribute(
      'href',
      'https://www.example.org/closure',
    );
  });

  it('lets a visitor close only an informative one, and keeps it closed on the next page of the visit', async () => {
    const { unmount } = render(
      <>
        <SiteAlerts alerts={[closure, admissions]} />
        <main id="main" tabIndex={-1} />
      </>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close this alert' }));
    expect(screen.queryByText(/Admissions open/)).toBeNull();
    // The focus goes on to the page's content.
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(screen.getByRole('alert')).toHaveTextContent('School is closed today.');
    unmount();

    render(<SiteAlerts alerts={[closure, admissions]} />);
    await act(async () => undefined);
    expect(screen.queryByText(/Admissions open/)).toBeNull();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows an informative alert again once staff have changed it', async () => {
    sessionStorage.setItem(`alert-closed:${admissions._id}:${admissions.since}`, '1');
    render(
      <SiteAlerts
        alerts={[{ ...admissions, title: 'Admissions open on 8 January.', since: '2026-11-30T03:00:00.000Z' }]}
      />,
    );
    await act(async () => undefined);
    expect(screen.getByText(/Admissions open on 8 January/)).toBeInTheDocument();
  });

  it('shows a new informative alert although an earlier one was closed', async () => {
    sessionStorage.setItem(`alert-closed:${admissions._id}:${admissions.since}`, '1');
    render(<SiteAlerts alerts={[{ ...admissions, _id: 'another', title: 'Sports day is on Friday.' }]} />);
    await act(async () => undefined);
    expect(screen.getByText(/Sports day is on Friday/)).toBeInTheDocument();
  });
});
