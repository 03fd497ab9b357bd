import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  certificateImportLimits,
  certificateUploadRoutes,
  certificateWords,
  type ImportReport,
} from '@school/shared/certificates';
import type { StaffRole } from '@school/shared/staff-permissions';
import { fakeContext, fakeSource } from '../../test/fake-console';
import { chooseFiles, fakeUploads } from '../../test/fake-upload';
import * as screenModule from './certificate-import';

function renderImport(role: StaffRole = 'office') {
  const Stub = createRoutesStub(
    [
      {
        path: '/certificates/import',
        Component: screenModule.default as never,
        loader: screenModule.loader as never,
        ErrorBoundary: screenModule.ErrorBoundary,
        HydrateFallback: () => null,
      },
    ],
    fakeContext(fakeSource(role)),
  );
  render(<Stub initialEntries={['/certificates/import']} />);
}

const csv = () =>
  new File(['admission_no,name,date_of_issue,file_name\nHV/1,Ananya Reddy,2026-05-19,a.jpg\n'], 'tcs.csv', {
    type: 'text/csv',
  });
const scan = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' });

async function chooseAndImport(user: ReturnType<typeof userEvent.setup>, scans = [scan('a.jpg'), scan('b.pdf')]) {
  chooseFiles(await screen.findByLabelText('CSV file'), csv());
  chooseFiles(screen.getByLabelText('Scans'), ...scans);
  await user.click(screen.getByRole('button', { name: 'Import' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Import certificates', () => {
  it('has a CSV file field, a Scans field that takes many, one Import button, and says the limits', async () => {
    renderImport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Import certificates' })).toBeVisible();
    const csvField = screen.getByLabelText('CSV file');
    expect(csvField).toHaveAttribute('type', 'file');
    expect(csvField).toHaveAttribute('accept', 'text/csv,.csv');
    const scans = screen.getByLabelText('Scans');
    expect(scans).toHaveAttribute('multiple');
    expect(scans).toHaveAccessibleDescription(certificateWords.scansHint);
    expect(certificateWords.scansHint).toContain(`at most ${certificateImportLimits.scans} in one import`);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    expect(screen.getByText(/admission_no,name,date_of_issue,file_name/, { selector: 'code' })).toBeVisible();
  });

  it('asks for the CSV file and the scans before sending anything', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    renderImport();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText(certificateWords.csvMissing)).toBeVisible();
    expect(screen.getByText(certificateWords.scansMissing)).toBeVisible();
    expect(uploads).toEqual([]);
  });

  it('refuses more than 200 scans before sending them', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    renderImport();
    await chooseAndImport(
      user,
      Array.from({ length: certificateImportLimits.scans + 1 }, (_, n) => scan(`${n}.jpg`)),
    );
    expect(await screen.findByText(certificateWords.tooManyScans)).toBeVisible();
    expect(uploads).toEqual([]);
  });

  it('sends the CSV file and every scan in one request, and says how many were stored', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    renderImport();
    await chooseAndImport(user);
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [request] = uploads;
    expect(request!.url).toBe(certificateUploadRoutes.import);
    expect((request!.body!.get('csv') as File).name).toBe('tcs.csv');
    expect((request!.body!.getAll('scans') as File[]).map((file) => file.name)).toEqual(['a.jpg', 'b.pdf']);
    act(() => request!.progress(1, 1));
    expect(screen.getByRole('status')).toHaveTextContent(certificateWords.checkingImport);

    act(() => request!.answer(201, { stored: 2 }));
    const done = (await screen.findByText(certificateWords.imported(2))).closest<HTMLElement>('[role="status"]')!;
    expect(done).toBeVisible();
    // The progress has gone, and the form is empty again (the same files would only be refused as duplicates).
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByLabelText('Scans') as HTMLInputElement).files).toHaveLength(0);
    expect(within(done).getByRole('link', { name: 'See the certificates' })).toHaveAttribute('href', '/certificates');
  });

  it('shows the report row by row when nothing was stored', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    renderImport();
    await chooseAndImport(user);
    await waitFor(() => expect(uploads).toHaveLength(1));
    const report: ImportReport = {
      rows: 3,
      fileProblems: [certificateWords.scanNotNamed('b.pdf')],
      rowProblems: [
        { line: 3, admissionNo: 'HV/2', problems: [certificateWords.dateInvalid] },
        {
          line: 4,
          admissionNo: 'HV/3',
          problems: [certificateWords.nameEmpty, certificateWords.rowScanMissing('c.jpg')],
        },
      ],
    };
    act(() =>
      uploads[0]!.answer(400, {
        error: { code: 'bad_request', message: certificateWords.importRefused(report) },
        report,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(certificateWords.importRefused(report));
    const section = screen.getByRole('region', { name: 'What needs attention' });
    expect(within(section).getByRole('list', { name: 'Problems with the files' })).toHaveTextContent(
      certificateWords.scanNotNamed('b.pdf'),
    );
    const rows = within(within(section).getByRole('list', { name: 'Rows that need attention' })).getAllByRole(
      'listitem',
      { name: '' },
    );
    expect(rows[0]).toHaveTextContent(`Line 3 · HV/2${certificateWords.dateInvalid}`);
    expect(section).toHaveTextContent(
      `Line 4 · HV/3${certificateWords.nameEmpty}${certificateWords.rowScanMissing('c.jpg')}`,
    );
    // An admission number from the file is isolated, so a direction control in it cannot disguise the line.
    expect(within(section).getByText('HV/2').tagName).toBe('BDI');
    expect(screen.queryByText(/certificates are stored/)).toBeNull();
  });

  it('is not open to a role without certificates', async () => {
    renderImport('publisher');
    expect(await screen.findByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
  });
});
