import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  certificateDoneMessages,
  certificateScanPath,
  certificateWords,
  type Certificate,
} from '@school/shared/certificates';
import { consoleMessages } from '@school/shared/console-messages';
import type { ConsoleSource } from '@school/shared/console-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import { uploadMessages } from '@school/shared/upload-rules';
import { fakeContext, fakeSource } from '../../test/fake-console';
import { chooseFiles, fakeUploads } from '../../test/fake-upload';
import * as screenModule from './certificate-detail';

function Where() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

const ok = <T,>(value: T) => ({ ok: true as const, value });

const certificate = (overrides: Partial<Certificate> = {}): Certificate => ({
  id: 'c1',
  admissionNo: 'HV/10283',
  studentName: 'Ananya Reddy',
  dateOfIssue: '2026-05-19',
  scanType: 'application/pdf',
  addedAt: '2026-05-20T04:30:00.000Z',
  addedBy: 'Joseph Thomas',
  replacedAt: null,
  replacedBy: null,
  withdrawnAt: null,
  withdrawnBy: null,
  ...overrides,
});

function renderDetail(
  role: StaffRole,
  stored: Certificate,
  overrides: Partial<ConsoleSource> = {},
  path = '/certificates/c1',
) {
  const source = fakeSource(role, { certificate: vi.fn(async () => ok(stored)), ...overrides });
  const Stub = createRoutesStub(
    [
      {
        path: '/certificates/:id',
        Component: screenModule.default as never,
        loader: screenModule.loader as never,
        action: screenModule.action as never,
        ErrorBoundary: screenModule.ErrorBoundary,
        HydrateFallback: () => null,
      },
      { path: '*', Component: Where },
    ],
    fakeContext(source),
  );
  render(<Stub initialEntries={[path]} />);
  return source;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a certificate', () => {
  it('shows its details, and opens its scan through the audited route in a new tab', async () => {
    const source = renderDetail('office', certificate());
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate HV/10283' })).toBeVisible();
    expect(source.certificate).toHaveBeenCalledWith('c1');
    const details = screen.getByRole('region', { name: 'The certificate' });
    expect(details).toHaveTextContent('Student Full NameAnanya Reddy');
    expect(details).toHaveTextContent('Date of issue19/05/2026');
    expect(details).toHaveTextContent('Added20 May 2026, 10:00 by Joseph Thomas');
    const open = within(details).getByRole('link', { name: 'Open scan (opens in a new tab)' });
    expect(open).toHaveAttribute('href', certificateScanPath('c1'));
    expect(open).toHaveAttribute('target', '_blank');
    expect(details).toHaveTextContent('PDF');
    expect(screen.getByText('Each opening of this page and of its scan is written to the audit log.')).toBeVisible();
  });

  it('shows the admission number and name isolated and as typed, so U+202E in an imported name disguises nothing', async () => {
    const admissionNo = 'HV/\u202E10283';
    const studentName = 'Ananya \u202EyddeR';
    renderDetail('office', certificate({ admissionNo, studentName }));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(within(heading).getByText(admissionNo).tagName).toBe('BDI');
    expect(heading.textContent).toBe(`Certificate ${admissionNo}`);
    const details = screen.getByRole('region', { name: 'The certificate' });
    const shownName = within(details).getByText(studentName);
    expect(shownName.tagName).toBe('BDI');
    expect(shownName.textContent).toBe(studentName);
    expect(within(details).getByText(admissionNo).tagName).toBe('BDI');
    expect(
      screenModule.meta({
        loaderData: { certificate: certificate({ admissionNo }), timeZone: 'Asia/Kolkata' },
      } as never),
    ).toEqual([{ title: `\u2068${admissionNo}\u2069 | Certificates | Staff console` }]);
  });

  it('says when the date of issue was never recorded', async () => {
    renderDetail('admin', certificate({ dateOfIssue: null }));
    expect(await screen.findByRole('region', { name: 'The certificate' })).toHaveTextContent(
      'Date of issueNot recorded',
    );
  });

  it('has Replace scan, which sends the new scan to its route and shows the certificate again', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    renderDetail('office', certificate());
    const section = await screen.findByRole('region', { name: 'Replace scan' });
    chooseFiles(within(section).getByLabelText('New scan'), new File(['x'], 'new.jpg', { type: 'image/jpeg' }));
    await user.click(within(section).getByRole('button', { name: 'Replace scan' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe(certificateScanPath('c1'));
    expect((uploads[0]!.body!.get('scan') as File).name).toBe('new.jpg');
    act(() => uploads[0]!.answer(200, { id: 'c1' }));
    expect(await screen.findByText(certificateDoneMessages.scanReplaced)).toBeVisible();
  });

  it('shows why a new scan was refused, under its field', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    renderDetail('office', certificate());
    const section = await screen.findByRole('region', { name: 'Replace scan' });
    chooseFiles(within(section).getByLabelText('New scan'), new File(['x'], 'new.zip', { type: 'application/zip' }));
    await user.click(within(section).getByRole('button', { name: 'Replace scan' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() =>
      uploads[0]!.answer(415, {
        error: { code: 'unsupported_media_type', message: uploadMessages.notAScan },
        fields: { scan: uploadMessages.notAScan },
      }),
    );
    // Said once, under its field, which takes the focus so that it is read out; not again above the form.
    await waitFor(() =>
      expect(within(section).getByLabelText('New scan')).toHaveAccessibleDescription(
        expect.stringContaining(uploadMessages.notAScan),
      ),
    );
    expect(within(section).getByLabelText('New scan')).toHaveFocus();
    expect(within(section).getAllByText(uploadMessages.notAScan)).toHaveLength(1);
  });

  it('has Withdraw, folded away, which withdraws and says what it did', async () => {
    const user = userEvent.setup();
    const withdrawn = certificate({ withdrawnAt: '2026-11-24T05:00:00.000Z', withdrawnBy: 'Joseph Thomas' });
    let current = certificate();
    const source = renderDetail('office', current, {
      certificate: vi.fn(async () => ok(current)),
      withdrawCertificate: vi.fn(async () => {
        current = withdrawn;
        return { ok: true as const, value: undefined };
      }),
    });
    await user.click(await screen.findByText('Withdraw this certificate…'));
    expect(screen.getByText(certificateWords.withdrawHint)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(certificateDoneMessages.certificateWithdrawn)).toBeVisible();
    expect(source.withdrawCertificate).toHaveBeenCalledWith('c1');
    expect(screen.getByRole('region', { name: 'The certificate' })).toHaveTextContent(
      'Withdrawn24 Nov 2026, 10:30 by Joseph Thomas',
    );
    expect(screen.getByText(certificateWords.withdrawn)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Replace scan' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Open scan/ })).toBeNull();
  });

  it("shows the server's refusal to withdraw", async () => {
    const user = userEvent.setup();
    renderDetail('office', certificate(), {
      withdrawCertificate: vi.fn(async () => ({
        ok: false as const,
        status: 403 as const,
        message: consoleMessages.notAllowed,
      })),
    });
    await user.click(await screen.findByText('Withdraw this certificate…'));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(consoleMessages.notAllowed)).toHaveAttribute('role', 'alert');
  });

  it('answers Page not found for a certificate that does not exist, and no access to other roles', async () => {
    renderDetail('office', certificate(), {
      certificate: vi.fn(async () => ({
        ok: false as const,
        status: 404 as const,
        message: certificateWords.notFound,
      })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('is not open to an editor', async () => {
    renderDetail('editor', certificate());
    expect(await screen.findByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
  });
});
