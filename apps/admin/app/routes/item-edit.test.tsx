import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import type { ConsoleSource, Item } from '@school/shared/console-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import { fakeContext, fakeSource, item } from '../../test/fake-console';
import * as edit from './item-edit';

function Where() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

/** Renders the edit screen; the load context it answers is returned, for a test to change between requests. */
function renderEdit(role: StaffRole, stored: Item | undefined, overrides: Partial<ConsoleSource> = {}, path?: string) {
  const source = fakeSource(role, { item: vi.fn(async () => stored), ...overrides });
  const context = fakeContext(source);
  const Stub = createRoutesStub(
    [
      {
        path: '/:kind/new',
        Component: edit.default as never,
        loader: edit.loader as never,
        action: edit.action as never,
        ErrorBoundary: edit.ErrorBoundary,
        HydrateFallback: () => null,
      },
      {
        path: '/:kind/:id',
        Component: edit.default as never,
        loader: edit.loader as never,
        action: edit.action as never,
        ErrorBoundary: edit.ErrorBoundary,
        HydrateFallback: () => null,
      },
      { path: '*', Component: Where },
    ],
    context,
  );
  render(<Stub initialEntries={[path ?? `/news/${stored?.id ?? 'new'}`]} />);
  return context;
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('the edit screen', () => {
  it('labels each field of the kind and keeps the version it was opened at', async () => {
    renderEdit('editor', item({ id: 'n1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Science fair' })).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Science fair');
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Description')).toHaveValue('<p>Projects by Classes 6 to 9.</p>');
    expect(document.querySelector('input[name="version"]')).toHaveValue('3');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/news/n1/history');
  });

  it('never offers an editor Publish now, Schedule or Delete', async () => {
    renderEdit('editor', item({ id: 'n1', status: 'draft' }));
    await screen.findByRole('button', { name: 'Save draft' });
    expect(button('Request review')).toBeInTheDocument();
    for (const name of ['Publish now', 'Unpublish', 'Schedule', 'Delete', 'Approve', 'Send back']) {
      expect(button(name)).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Publish at')).not.toBeInTheDocument();
  });

  it('offers a publisher Approve and Send back, with a Comment, and not Publish now, on an item waiting for review', async () => {
    renderEdit('publisher', item({ id: 'n1', status: 'review' }));
    await screen.findByRole('button', { name: 'Approve' });
    expect(button('Send back')).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toBeInTheDocument();
    // One way to put it on the site: Approve.
    expect(button('Publish now')).not.toBeInTheDocument();
    expect(button('Unpublish')).not.toBeInTheDocument();
  });

  it("offers Approve, not Publish now, on a live item's changes sent for review", async () => {
    renderEdit('publisher', item({ id: 'n1', status: 'published', hasDraft: true, reviewRequested: true }));
    await screen.findByRole('button', { name: 'Approve' });
    expect(button('Publish now')).not.toBeInTheDocument();
    expect(button('Unpublish')).toBeInTheDocument();
  });

  it('offers a publisher Unpublish and the schedule of a published item, its times in school time', async () => {
    renderEdit(
      'publisher',
      item({
        id: 'n1',
        status: 'published',
        publishAt: '2026-03-01T04:30:00.000Z',
        unpublishAt: '2099-03-31T12:30:00.000Z',
      }),
    );
    await screen.findByRole('button', { name: 'Unpublish' });
    expect(button('Approve')).not.toBeInTheDocument();
    expect(button('Request review')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Publish at')).toHaveValue('2026-03-01T10:00');
    expect(screen.getByLabelText('Unpublish at')).toHaveValue('2099-03-31T18:00');
    expect(button('Schedule')).toBeInTheDocument();
  });

  it('says the site still shows the published version while a draft waits', async () => {
    renderEdit('publisher', item({ id: 'n1', status: 'published', hasDraft: true, reviewComment: 'Add the time.' }));
    expect(await screen.findByText(/The site still shows the published version until you publish/)).toBeInTheDocument();
    expect(screen.getByText(/Sent back with this comment/)).toHaveTextContent('Add the time.');
  });

  it('asks before deleting: the Delete button sits behind a disclosure', async () => {
    renderEdit('publisher', item({ id: 'n1' }));
    const summary = await screen.findByText('Delete this news item…');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(summary.closest('details')).toContainElement(screen.getByRole('button', { name: 'Delete', hidden: true }));
  });

  it('offers only Save draft for a new item', async () => {
    renderEdit('publisher', undefined, {}, '/news/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New news item' })).toBeVisible();
    expect(button('Save draft')).toBeInTheDocument();
    expect(button('Publish now')).not.toBeInTheDocument();
  });

  it('shows a concurrent change refused with the server’s message, and keeps what was typed', async () => {
    const act = vi.fn(async () => ({
      ok: false as const,
      status: 409 as const,
      message: 'Someone else changed this item after you opened it.',
    }));
    renderEdit('editor', item({ id: 'n1' }), { act });
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Science fair 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Someone else changed this item after you opened it.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(act).toHaveBeenCalledWith(
      'news',
      'n1',
      'save',
      expect.objectContaining({ version: 3, form: expect.objectContaining({ title: 'Science fair 2026' }) }),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Science fair 2026');
    expect(screen.getByRole('link', { name: 'Open the latest version' })).toBeInTheDocument();
  });

  it('says plainly that saving is unavailable when the server cannot reach its database', async () => {
    // What the server's console throws for a database outage (apps/server/src/web/console-outages.ts).
    const act = vi.fn(() => Promise.reject(new Response(null, { status: 503 })));
    renderEdit('editor', item({ id: 'n1' }), { act });
    await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The database cannot be reached' })).toBeVisible();
    expect(screen.getByText(consoleMessages.databaseUnavailable)).toBeVisible();
  });

  it('keeps what was typed, with the message above it in sight, when the database has gone since the page opened', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const act = vi.fn();
    const context = renderEdit('editor', item({ id: 'n1' }), { act });
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Science fair 2026');
    // The server could no longer look up the session (apps/server/src/web/console-outages.ts).
    context.databaseUnavailable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(consoleMessages.databaseUnavailable)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Science fair' })).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Science fair 2026');
    expect(act).not.toHaveBeenCalled();
    // On a phone the Save button is a screen below the message. It is scrolled to by an effect, which a busy
    // machine may run after the message is found.
    const message = screen.getByText(consoleMessages.databaseUnavailable);
    await vi.waitFor(() => expect(scrolled.mock.contexts).toContain(message));
    scrolled.mockRestore();
  });

  it('answers a file button with the plain message while the database cannot be reached', async () => {
    const form = new FormData();
    form.set('intent', 'attachmentDelete');
    form.set('path', 'files/2026/annual-day.pdf');
    const request = new Request('http://localhost/news/n1', { method: 'POST', body: form });
    const context = fakeContext(undefined, { databaseUnavailable: true });
    const answer = (await edit.action({ context, request, params: { kind: 'news', id: 'n1' } } as never)) as {
      data: unknown;
      init: unknown;
    };
    expect(answer.data).toEqual({ ok: false, message: consoleMessages.databaseUnavailable });
    expect(answer.init).toMatchObject({ status: 503 });
  });

  it('checks the fields before sending, with the shared rules', async () => {
    const act = vi.fn();
    renderEdit('editor', item({ id: 'n1' }), { act });
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please fill in Title.')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Please fill in Title.');
    expect(act).not.toHaveBeenCalled();
  });

  it('goes back to the item with a message after a change', async () => {
    const act = vi.fn(async () => ({ ok: true as const, value: item({ id: 'n1' }) }));
    renderEdit('publisher', item({ id: 'n1' }), { act });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    // Back on the item's own address (a reload repeats nothing), saying what happened.
    expect(await screen.findByRole('status')).toHaveTextContent('Published. The site shows it from now on.');
    expect(act).toHaveBeenCalledWith('news', 'n1', 'publishNow', expect.objectContaining({ version: 3 }));
  });

  it('goes to the list after Delete, confirmed in the disclosure', async () => {
    const act = vi.fn(async () => ({ ok: true as const, value: item({ id: 'n1' }) }));
    renderEdit('publisher', item({ id: 'n1' }), { act });
    await userEvent.click(await screen.findByText('Delete this news item…'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Now at /news?done=deleted')).toBeInTheDocument();
    expect(act).toHaveBeenCalledWith('news', 'n1', 'delete', expect.objectContaining({ version: 3 }));
  });

  describe('the files panel speaks of what the site does with the files', () => {
    const photos = [
      { path: 'photos/2026/aaaaaaaaaaaaaaaa.11111111.jpg', alt: '', name: 'old.jpg', isPdf: false },
      { path: 'photos/2026/bbbbbbbbbbbbbbbb.22222222.jpg', alt: '', name: 'new.jpg', isPdf: false },
    ];
    const panel = async () => within(await screen.findByRole('region', { name: /’s (portrait|photos)$/ }));

    it("a leader's portrait: the first is shown, another can be shown instead, and none takes alt text", async () => {
      const message = item({
        id: 'm1',
        kind: 'messages',
        fields: { category: 'Principal', name: 'Mrs. Lakshmi Rao', message: '<p>Welcome.</p>' },
        attachments: photos,
      });
      renderEdit('editor', message, {}, '/messages/m1');
      const files = await panel();
      expect(files.getByRole('heading', { name: 'The leader’s message’s portrait' })).toBeVisible();
      expect(files.getByText(/The site shows the first one; a photo you add goes first\./)).toBeVisible();
      // One photo at a time: a new one replaces what the site shows.
      expect(files.getByLabelText('Portrait')).not.toHaveAttribute('multiple');
      expect(files.getByText('Shown')).toBeVisible();
      expect(files.getAllByRole('button', { name: 'Show this one' })).toHaveLength(1);
      expect(files.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
      expect(files.queryByLabelText('Describe the photo (alt text)')).toBeNull();
      expect(files.queryByRole('button', { name: 'Save alt text' })).toBeNull();
    });

    it("an album's photos: the first is the cover, and each is described", async () => {
      const album = item({
        id: 'a1',
        kind: 'albums',
        fields: { title: 'Sports Day', category: 'PhotoGallery', school_tab: 'Junior', date: '2026-11-20' },
        attachments: photos,
      });
      renderEdit('editor', album, {}, '/albums/a1');
      const files = await panel();
      expect(files.getByText('Cover')).toBeVisible();
      expect(files.getAllByRole('button', { name: 'Set as cover' })).toHaveLength(1);
      expect(files.getAllByLabelText('Describe the photo (alt text)')).toHaveLength(2);
      // Besides dragging, one place at a time: the first has no Move up, the last no Move down.
      const [first, second] = files.getAllByRole('listitem');
      expect(within(first!).queryByRole('button', { name: /^Move up/ })).toBeNull();
      expect(within(first!).getByRole('button', { name: 'Move down: photo 1 of 2' })).toBeVisible();
      expect(within(second!).getByRole('button', { name: 'Move up: photo 2 of 2' })).toBeVisible();
      expect(within(second!).queryByRole('button', { name: /^Move down/ })).toBeNull();
      expect(files.getByLabelText('Photos')).toHaveAttribute('multiple');
    });

    it("an album's category reads as the public site names its page, and stores the category", async () => {
      const album = item({
        id: 'a1',
        kind: 'albums',
        fields: { title: 'Sports Day', category: 'AwardsAchievement', school_tab: 'Junior', date: '2026-11-20' },
      });
      renderEdit('editor', album, {}, '/albums/a1');
      const category = await screen.findByRole('combobox', { name: /^Category/ });
      const options = within(category)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toEqual(['Choose one', 'Photo Gallery', 'Sports Awards & Achievements', 'Awards & Achievements']);
      expect(category).toHaveValue('AwardsAchievement');
      expect(within(category).getByRole('option', { selected: true })).toHaveTextContent(
        'Sports Awards & Achievements',
      );
    });

    it('an event: its photo first, then its files, each a list of its own', async () => {
      const event = item({
        id: 'e1',
        kind: 'events',
        images: [photos[0]!],
        attachments: [{ path: 'files/2026/cccccccccccccccc.33333333.pdf', alt: '', name: 'notice.pdf', isPdf: true }],
      });
      renderEdit('editor', event, {}, '/events/e1');
      const [photo, files] = await screen.findAllByRole('region', { name: /^The event’s / });
      expect(photo).toHaveAccessibleName('The event’s photo');
      expect(files).toHaveAccessibleName('The event’s files');
      expect(within(photo!).getByText('Shown')).toBeVisible();
      expect(within(photo!).getByRole('listitem', { name: 'Photo 1 of 1' })).toBeVisible();
      expect(within(files!).getByText('Linked')).toBeVisible();
      expect(within(files!).getByRole('link', { name: /notice\.pdf/ })).toBeVisible();
      // Each row's buttons name the list the file is in.
      expect(photo!.querySelector('input[name="column"]')).toHaveValue('images');
      expect(files!.querySelector('input[name="column"]')).toHaveValue('attachments');
    });
  });
});
