/**
 * The upload field's answer for each file: a file stored with a warning (a PDF that is a scan) shows the
 * warning under its row, in a status region, as a warning beside "Uploaded"; a file stored without one shows
 * only "Uploaded", and its status region stays empty.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttachmentRole } from '@school/shared/console-kinds';
import { uploadMessages, type UploadResult } from '@school/shared/upload-rules';
import { chooseFiles, fakeUploads } from '../../test/fake-upload';
import { FileUploader } from './file-uploader';

// The field's role (what it takes), passed as a value: as a literal, the accessibility lint reads it as an ARIA role.
const files: AttachmentRole = 'files';

function renderUploader() {
  const Stub = createRoutesStub([
    {
      path: '/news/:id',
      Component: () => <FileUploader kind="news" column="attachments" role={files} itemId="n1" label="Files" />,
    },
  ]);
  render(<Stub initialEntries={['/news/n1']} />);
}

const pdf = (name: string) => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' });

const stored = (name: string, warning?: string): { files: UploadResult[] } => ({
  files: [
    { name, ok: true, path: `files/2026/${name}`, message: uploadMessages.uploaded, ...(warning && { warning }) },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the upload field', () => {
  it("shows a scanned PDF's warning under its row, in a status region, and nothing of the kind for a PDF of text", async () => {
    const uploads = fakeUploads();
    renderUploader();
    chooseFiles(await screen.findByLabelText('Files'), pdf('scanned notice.pdf'), pdf('typed notice.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    const regions = rows.map((row) => within(row).getByRole('status'));
    // The regions are there, empty, before the answers come, so a screen reader announces what arrives.
    expect(regions.map((region) => region.textContent)).toEqual(['', '']);

    uploads[0]!.answer(200, stored('scanned notice.pdf', uploadMessages.scannedPdf));
    uploads[1]!.answer(200, stored('typed notice.pdf'));

    await waitFor(() => expect(within(rows[1]!).getByText(uploadMessages.uploaded)).toBeVisible());
    expect(within(rows[0]!).getByText(uploadMessages.uploaded)).toBeVisible();
    expect(regions[0]).toHaveTextContent(`Warning (scanned notice.pdf): ${uploadMessages.scannedPdf}`);
    expect(regions[0]).toBeVisible();
    expect(regions[1]).toBeEmptyDOMElement();
    // A warning, not an error: the file is stored, and nothing offers to send it again.
    expect(within(rows[0]!).queryByRole('alert')).toBeNull();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
  });
});
