/**
 * The Documents list: one row per document with its title, status, address and Last updated, and a file field
 * Replace named with the document's title, which sends the new PDF with the version the list was drawn at.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleKindSlug } from '@school/shared/console-kinds';
import type { ConsoleSource, ItemSummary } from '@school/shared/console-source';
import { replaceMessages } from '@school/shared/document-replace';
import { uploadMessages } from '@school/shared/upload-rules';
import type { StaffRole } from '@school/shared/staff-permissions';
import { fakeContext, fakeSource, summary } from '../../test/fake-console';
import { chooseFiles, fakeUploads } from '../../test/fake-upload';
import * as list from '../routes/item-list';

const documents = 'documents' as ConsoleKindSlug;
const document = (
  id: string,
  heading: string,
  keyed: NonNullable<ItemSummary['keyed']>,
  more: Partial<ItemSummary> = {},
) => summary({ id, kind: documents, heading, status: 'published', keyed, ...more });

const page = {
  items: [
    document('d1', 'Fee structure', {
      key: 'fee-structure',
      served: true,
      uploaded: true,
      version: 4,
      linkedFrom: [{ id: 'p1', title: 'Admission Process' }],
    }),
    document(
      'd2',
      'Holiday list',
      { key: 'holiday-list', served: false, uploaded: false, version: 1, linkedFrom: [] },
      { status: 'draft', updatedAt: '2026-11-20T10:00:00.000Z' },
    ),
  ],
  total: 2,
  page: 1,
  pageSize: 200,
};

function renderDocuments(role: StaffRole, overrides: Partial<ConsoleSource> = {}) {
  const source = fakeSource(role, { list: vi.fn(async () => page), ...overrides });
  const Stub = createRoutesStub(
    [
      {
        path: '/:kind',
        Component: list.default as never,
        loader: list.loader as never,
        action: list.action as never,
        ErrorBoundary: list.ErrorBoundary,
        HydrateFallback: () => null,
      },
    ],
    fakeContext(source),
  );
  render(<Stub initialEntries={['/documents']} />);
  return source;
}

const rows = async () => within(await screen.findByRole('list', { name: '2 documents' })).getAllByRole('listitem');
const pdf = (name = 'fees.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

afterEach(() => vi.unstubAllGlobals());

describe('the Documents list', () => {
  it('shows each document with its title, status, address and Last updated, and a Replace field named by its title', async () => {
    renderDocuments('publisher');
    const [fees, holidays] = await rows();

    expect(within(fees!).getByRole('link', { name: 'Fee structure' })).toHaveAttribute('href', '/documents/d1');
    expect(fees).toHaveTextContent('Published');
    const address = within(fees!).getByRole('link', { name: '/documents/fee-structure.pdf (opens in a new tab)' });
    expect(address).toHaveAttribute('href', '/documents/fee-structure.pdf');
    expect(address).toHaveAttribute('target', '_blank');
    // 04:30 UTC is 10:00 in the school's clock (Asia/Kolkata).
    expect(within(fees!).getByText('Last updated').nextSibling).toHaveTextContent(/2 Mar 2026.*10:00/);
    const field = within(fees!).getByLabelText('Replace Fee structure');
    expect(field).toHaveAttribute('type', 'file');
    expect(field).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(within(fees!).getByRole('button', { name: 'Upload and publish Fee structure' })).toBeVisible();

    expect(within(holidays!).getByText('Not yet uploaded')).toBeVisible();
    expect(within(holidays!).queryByRole('link', { name: /holiday-list\.pdf/ })).toBeNull();
    expect(holidays).toHaveTextContent('Draft');
    expect(within(holidays!).getByLabelText('Replace Holiday list')).toBeVisible();
  });

  it('says which pages link each document, each opening its text, and which menus of the site map do', async () => {
    renderDocuments('editor');
    const [fees, holidays] = await rows();
    const linked = within(fees!).getByText('Linked from').nextElementSibling as HTMLElement;
    expect(within(linked).getByRole('link', { name: 'Admission Process' })).toHaveAttribute('href', '/pages/p1');
    // The demo's site map links the fee structure from the Academics menu and the footer.
    expect(linked).toHaveTextContent(/^Admission Process, Academics menu, Footer$/);
    expect(within(holidays!).getByText('Linked from').nextElementSibling).toHaveTextContent(
      'No page or menu links it yet',
    );
  });

  it('names the page that shows a document by itself, whatever its text says', async () => {
    renderDocuments('editor', {
      list: vi.fn(async () => ({
        ...page,
        items: [
          document('d3', 'Sample TC', { key: 'sample-tc', served: true, uploaded: true, version: 1, linkedFrom: [] }),
        ],
        total: 1,
      })),
    });
    const list = await screen.findByRole('list', { name: '1 document' });
    expect(within(list).getByText('Linked from').nextElementSibling).toHaveTextContent(/^Tc Issued$/);
  });

  it('asks every document of the school at once', async () => {
    const source = renderDocuments('editor');
    await rows();
    expect(source.list).toHaveBeenCalledWith('documents', { page: 1 });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('sends the new PDF with the version the list was drawn at, then says so and draws the list again', async () => {
    const sent = fakeUploads();
    const source = renderDocuments('publisher');
    const [fees] = await rows();
    chooseFiles(within(fees!).getByLabelText('Replace Fee structure'), pdf());
    await userEvent.click(within(fees!).getByRole('button', { name: 'Upload and publish Fee structure' }));

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/admin/replace/documents/d1');
    expect(sent[0]!.body!.get('version')).toBe('4');
    expect((sent[0]!.body!.get('files') as File).name).toBe('fees.pdf');
    act(() => sent[0]!.answer(200, { result: 'published', message: replaceMessages.published }));

    expect(await within(fees!).findByText(replaceMessages.published)).toHaveAttribute('role', 'status');
    // Nothing to warn of: the warning's region stays empty.
    expect(within(fees!).queryByText(/Warning/)).toBeNull();
    await waitFor(() => expect(source.list).toHaveBeenCalledTimes(2));
  });

  it('says so when the PDF was stored with a warning (a scan)', async () => {
    const sent = fakeUploads();
    renderDocuments('publisher');
    const [fees] = await rows();
    chooseFiles(within(fees!).getByLabelText('Replace Fee structure'), pdf());
    await userEvent.click(within(fees!).getByRole('button', { name: 'Upload and publish Fee structure' }));
    act(() =>
      sent[0]!.answer(200, {
        result: 'published',
        message: replaceMessages.published,
        warning: uploadMessages.scannedPdf,
      }),
    );
    const warning = await within(fees!).findByText(uploadMessages.scannedPdf, { exact: false });
    expect(warning).toHaveTextContent(`Warning (Fee structure): ${uploadMessages.scannedPdf}`);
    expect(warning).toHaveAttribute('role', 'status');
  });

  it('offers an editor Upload for review, and says in words why a file was refused', async () => {
    const sent = fakeUploads();
    renderDocuments('editor');
    const [fees] = await rows();
    expect(screen.getByText(/keep linking the current file until a publisher approves it/)).toBeVisible();
    chooseFiles(within(fees!).getByLabelText('Replace Fee structure'), pdf('photo.pdf'));
    await userEvent.click(within(fees!).getByRole('button', { name: 'Upload for review Fee structure' }));
    act(() =>
      sent[0]!.answer(415, { error: { code: 'unsupported_media_type', message: uploadMessages.notADocument } }),
    );
    expect(await within(fees!).findByRole('alert')).toHaveTextContent(uploadMessages.notADocument);
  });

  it('refuses a PDF over the size limit before sending it', async () => {
    const sent = fakeUploads();
    renderDocuments('publisher');
    const [fees] = await rows();
    const huge = pdf('year-book.pdf');
    Object.defineProperty(huge, 'size', { value: 41 * 1024 * 1024 });
    chooseFiles(within(fees!).getByLabelText('Replace Fee structure'), huge);
    await userEvent.click(within(fees!).getByRole('button', { name: 'Upload and publish Fee structure' }));
    expect(sent).toHaveLength(0);
    expect(within(fees!).getByRole('alert')).toHaveTextContent(uploadMessages.tooLarge('document'));
  });
});
