import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificateUploadRoutes, certificateWords } from '@school/shared/certificates';
import { consoleMessages } from '@school/shared/console-messages';
import type { StaffRole } from '@school/shared/staff-permissions';
import { uploadLimits, uploadMessages } from '@school/shared/upload-rules';
import { fakeContext, fakeSource } from '../../test/fake-console';
import { chooseFiles, fakeUploads } from '../../test/fake-upload';
import * as screenModule from './certificate-new';

function Where() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

function renderNew(role: StaffRole = 'office') {
  const Stub = createRoutesStub(
    [
      {
        path: '/certificates/new',
        Component: screenModule.default as never,
        loader: screenModule.loader as never,
        ErrorBoundary: screenModule.ErrorBoundary,
        HydrateFallback: () => null,
      },
      { path: '*', Component: Where },
    ],
    fakeContext(fakeSource(role)),
  );
  render(<Stub initialEntries={['/certificates/new']} />);
}

const scan = (size = 1000, name = 'tc-scan.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

async function fillIn(user: ReturnType<typeof userEvent.setup>, file: File | null = scan()) {
  await user.type(await screen.findByLabelText('Admission No.'), 'HV/10283');
  await user.type(screen.getByLabelText('Student Full Name'), 'Ananya Reddy');
  await user.type(screen.getByLabelText('Date of issue'), '2026-05-19');
  if (file) chooseFiles(screen.getByLabelText('Scan'), file);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('New certificate', () => {
  it('has the four labelled fields of a certificate (number, name, date, scan) and a Save button', async () => {
    renderNew();
    expect(await screen.findByRole('heading', { level: 1, name: 'New certificate' })).toBeVisible();
    expect(screen.getByLabelText('Admission No.')).toHaveAttribute('name', 'admission');
    expect(screen.getByLabelText('Student Full Name')).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText('Date of issue')).toHaveAttribute('type', 'date');
    const file = screen.getByLabelText('Scan');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(file).toHaveAccessibleDescription(certificateWords.scanHint);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'All certificates' })).toHaveAttribute('href', '/certificates');
  });

  it('says what is missing and sends nothing', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    renderNew();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(certificateWords.admissionEmpty)).toBeVisible();
    expect(screen.getByText(certificateWords.nameEmpty)).toBeVisible();
    expect(screen.getByText(certificateWords.dateEmpty)).toBeVisible();
    expect(screen.getByText(certificateWords.scanMissing)).toBeVisible();
    expect(screen.getByLabelText('Admission No.')).toHaveAttribute('aria-invalid', 'true');
    expect(uploads).toEqual([]);
  });

  it('refuses a scan over the size limit before sending it', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    renderNew();
    await fillIn(user, scan(uploadLimits.scanBytes + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(uploadMessages.tooLarge('scan'))).toBeVisible();
    expect(uploads).toEqual([]);
  });

  it('sends the fields and the scan to the upload route, shows the progress, then opens the stored certificate', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    renderNew();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [request] = uploads;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(certificateUploadRoutes.add);
    expect(request!.body!.get('admission')).toBe('HV/10283');
    expect(request!.body!.get('name')).toBe('Ananya Reddy');
    expect(request!.body!.get('dateOfIssue')).toBe('2026-05-19');
    expect((request!.body!.get('scan') as File).name).toBe('tc-scan.jpg');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    act(() => request!.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
    expect(screen.getByRole('status')).toHaveTextContent('Sending the files… 50%');
    act(() => request!.progress(100, 100));
    expect(screen.getByRole('status')).toHaveTextContent(certificateWords.checkingScan);

    act(() => request!.answer(201, { id: 'c1' }));
    expect(await screen.findByText('Now at /certificates/c1?done=certificateAdded')).toBeVisible();
  });

  it("shows the server's refusal on the field it concerns, keeping what was typed", async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    renderNew();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() =>
      uploads[0]!.answer(409, {
        error: { code: 'conflict', message: certificateWords.duplicate },
        fields: { admission: certificateWords.duplicate },
      }),
    );
    // Said once, under its field, which takes the focus so that it is read out; not again above the form.
    await waitFor(() =>
      expect(screen.getByLabelText('Admission No.')).toHaveAccessibleDescription(certificateWords.duplicate),
    );
    expect(screen.getByLabelText('Admission No.')).toHaveFocus();
    expect(screen.getAllByText(certificateWords.duplicate)).toHaveLength(1);
    expect(screen.getByLabelText('Admission No.')).toHaveValue('HV/10283');
    expect(screen.getByLabelText('Student Full Name')).toHaveValue('Ananya Reddy');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says so when the connection fails or the session has ended', async () => {
    const uploads = fakeUploads();
    const user = userEvent.setup();
    renderNew();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.failed);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]!.answer(401, { error: { code: 'unauthorized', message: consoleMessages.signedOut } }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(consoleMessages.signedOut));
  });

  it('is not open to a role without certificates', async () => {
    renderNew('editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
  });
});
