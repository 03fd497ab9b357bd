import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CertificateSummary } from '@school/shared/certificates';
import type { ConsoleSource } from '@school/shared/console-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import { navGroups } from '../components/console-nav';
import { fakeContext, fakeSource } from '../../test/fake-console';
import * as list from './certificates';

function renderList(role: StaffRole, path: string, overrides: Partial<ConsoleSource> = {}) {
  const source = fakeSource(role, overrides);
  const Stub = createRoutesStub(
    [
      {
        path: '/certificates',
        Component: list.default as never,
        loader: list.loader as never,
        ErrorBoundary: list.ErrorBoundary,
        HydrateFallback: () => null,
      },
    ],
    fakeContext(source),
  );
  render(<Stub initialEntries={[path]} />);
  return source;
}

const summary = (overrides: Partial<CertificateSummary> & { id: string }): CertificateSummary => ({
  admissionNo: `HV/${overrides.id}`,
  studentName: 'Ananya Reddy',
  dateOfIssue: '2026-05-19',
  scanType: 'image/jpeg',
  addedAt: '2026-05-20T04:30:00.000Z',
  withdrawnAt: null,
  ...overrides,
});

const page = {
  items: [
    summary({ id: '10283' }),
    summary({ id: '12517', studentName: 'Mohammed Ayaan Siddiqui', scanType: 'application/pdf', dateOfIssue: null }),
    summary({ id: '9001', studentName: 'Ravi Kumar', withdrawnAt: '2026-11-24T05:00:00.000Z' }),
  ],
  total: 43,
  page: 2,
  pageSize: 20,
};

const ok = <T,>(value: T) => ({ ok: true as const, value });

describe('the certificates list', () => {
  it('is in the menu of office staff and admins only', () => {
    const links = (role: StaffRole) => navGroups(role).flatMap((group) => group.links);
    for (const role of ['office', 'admin'] as const) {
      expect(links(role)).toContainEqual({ to: '/certificates', label: 'Certificates' });
    }
    for (const role of ['publisher', 'editor'] as const) {
      expect(links(role).map((link) => link.label)).not.toContain('Certificates');
    }
  });

  it('has New and Import, and a Search box in a form the address keeps', async () => {
    renderList('office', '/certificates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/certificates/new');
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/certificates/import');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAccessibleDescription('Part of an admission number or a name.');
    expect(search.closest('form')).toHaveAttribute('method', 'get');
    expect(screen.getByText(/There are no certificates yet/)).toBeVisible();
  });

  it('passes the search and page to the server and shows one row per certificate', async () => {
    const source = renderList('admin', '/certificates?search=reddy&page=2', {
      certificates: vi.fn(async () => ok(page)),
    });
    const rows = within(await screen.findByRole('list', { name: '43 certificates' })).getAllByRole('listitem');
    expect(source.certificates).toHaveBeenCalledWith({ search: 'reddy', page: 2 });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('reddy');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'HV/10283' })).toHaveAttribute('href', '/certificates/10283');
    expect(rows[0]).toHaveTextContent('Ananya Reddy');
    expect(rows[0]).toHaveTextContent('Issued 19/05/2026');
    expect(rows[0]).toHaveTextContent('Picture (JPEG)');
    expect(rows[1]).toHaveTextContent('Issued (date not recorded)');
    expect(rows[1]).toHaveTextContent('PDF');
    expect(rows[2]).toHaveTextContent('Withdrawn');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/certificates?search=reddy&page=3',
    );
  });

  it('shows admission numbers and names isolated and as typed, so U+202E in an imported name disguises nothing', async () => {
    const admissionNo = 'HV/\u202E10283';
    const studentName = 'Ananya \u202EyddeR';
    renderList('office', '/certificates', {
      certificates: vi.fn(async () =>
        ok({ ...page, items: [summary({ id: '10283', admissionNo, studentName })], total: 1, page: 1 }),
      ),
    });
    const shownName = await screen.findByText(studentName);
    expect(shownName.tagName).toBe('BDI');
    expect(shownName.textContent).toBe(studentName);
    const shownNumber = screen.getByText(admissionNo);
    expect(shownNumber.tagName).toBe('BDI');
    expect(shownNumber.closest('a')).toHaveAttribute('href', '/certificates/10283');
  });

  it('says when nothing matches, with the way back to all', async () => {
    renderList('office', '/certificates?search=nobody');
    expect(await screen.findByText(/No certificates match/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show all certificates' })).toHaveAttribute('href', '/certificates');
  });

  it('shows a search the server refuses as a message above an empty list', async () => {
    renderList('office', `/certificates?search=${'x'.repeat(250)}`, {
      certificates: vi.fn(async () => ({
        ok: false as const,
        status: 400 as const,
        message: 'The search is not valid.',
      })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The search is not valid.');
  });

  it.each(['publisher', 'editor'] as const)('is not open to a %s', async (role) => {
    renderList(role, '/certificates');
    expect(await screen.findByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
  });
});
