import { getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleSource } from '@school/shared/console-source';
import { inboxWords, type InboxSummary } from '@school/shared/inbox';
import type { StaffRole } from '@school/shared/staff-permissions';
import { fakeContext, fakeSource } from '../../test/fake-console';
import { navGroups } from '../components/console-nav';
import * as inbox from './inbox';

function Where() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

function renderInbox(role: StaffRole, path: string, overrides: Partial<ConsoleSource> = {}) {
  const source = fakeSource(role, overrides);
  const Stub = createRoutesStub(
    [
      {
        path: '/inbox',
        Component: inbox.default as never,
        loader: inbox.loader as never,
        action: inbox.action as never,
        ErrorBoundary: inbox.ErrorBoundary,
        HydrateFallback: () => null,
      },
      { path: '*', Component: Where },
    ],
    fakeContext(source),
  );
  render(<Stub initialEntries={[path]} />);
  return source;
}

const message = (overrides: Partial<InboxSummary> & { id: string }): InboxSummary => ({
  name: 'Asha Rao',
  email: 'asha.rao@example.org',
  profession: 'Parent',
  excerpt: 'When does admission for Grade 2 open?',
  receivedAt: '2026-11-24T04:00:00.000Z',
  status: 'unread',
  ...overrides,
});

const page = {
  items: [
    message({ id: 'm1' }),
    message({ id: 'm2', name: 'Ravi Kumar', profession: 'Vendor', status: 'handled', excerpt: 'Invoice for May' }),
  ],
  total: 23,
  page: 2,
  pageSize: 20,
};

const ok = <T,>(value: T) => ({ ok: true as const, value });

describe('the inbox', () => {
  it('is in the menu of office staff, publishers and admins, and not of editors', () => {
    const links = (role: StaffRole) => navGroups(role).flatMap((group) => group.links);
    for (const role of ['office', 'publisher', 'admin'] as const) {
      expect(links(role)).toContainEqual({ to: '/inbox', label: 'Inbox' });
    }
    expect(links('editor').map((link) => link.label)).not.toContain('Inbox');
  });

  it('has a Search box and Profession and Status filters in a form the address keeps', async () => {
    renderInbox('office', '/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search.closest('form')).toHaveAttribute('method', 'get');
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Profession')).toEqual(['All', 'Parent', 'Student', 'Teacher', 'Vendor', 'Media', 'Other']);
    expect(options('Status')).toEqual(['All', 'Unread', 'Read', 'Handled', 'Spam']);
    expect(
      screen.getByText('There are no messages. Messages sent through the contact form appear here.'),
    ).toBeVisible();
  });

  it('passes the search, filters and page to the server, and ignores values it does not know', async () => {
    const source = renderInbox('office', '/inbox?search=admission&profession=Parent&status=unread&page=2', {
      inbox: vi.fn(async () => ok(page)),
    });
    await screen.findByText('Ravi Kumar');
    expect(source.inbox).toHaveBeenCalledWith({ search: 'admission', profession: 'Parent', status: 'unread', page: 2 });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('admission');
    expect(screen.getByRole('combobox', { name: 'Profession' })).toHaveValue('Parent');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('unread');

    const other = renderInbox('office', '/inbox?profession=Doctor&status=archived&page=x');
    await vi.waitFor(() => expect(other.inbox).toHaveBeenCalledWith({ page: 1 }));
  });

  it('shows each message with its sender, the start of its text, and the word Unread on unread ones', async () => {
    renderInbox('publisher', '/inbox?page=2', { inbox: vi.fn(async () => ok(page)) });
    const rows = within(await screen.findByRole('list', { name: '23 messages' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/inbox/m1');
    expect(rows[0]).toHaveTextContent('Unread');
    expect(rows[0]).toHaveTextContent('When does admission for Grade 2 open?');
    expect(rows[0]).toHaveTextContent('Received 24 Nov 2026, 09:30');
    expect(rows[1]).toHaveTextContent('Handled');
    expect(rows[1]).not.toHaveTextContent('Unread');
    // Only an unread message offers Mark as read, described by its sender.
    expect(within(rows[0]!).getByRole('button', { name: 'Mark as read' })).toHaveAccessibleDescription('Asha Rao');
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/inbox');
  });

  it('shows each sender’s name and the start of the message isolated and as typed, so U+202E disguises nothing', async () => {
    const name = 'Asha \u202Eoar.exe';
    const excerpt = 'Please call\u202E back about fees';
    renderInbox('office', '/inbox', {
      inbox: vi.fn(async () => ok({ ...page, items: [message({ id: 'm1', name, excerpt })], total: 1, page: 1 })),
    });
    const asTyped = { normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }) };
    const shownName = await screen.findByText(name, asTyped);
    expect(shownName.tagName).toBe('BDI');
    expect(shownName.textContent).toBe(name);
    expect(shownName.closest('a')).toHaveAttribute('href', '/inbox/m1');
    const shownExcerpt = screen.getByText(excerpt, asTyped);
    expect(shownExcerpt.tagName).toBe('BDI');
    expect(shownExcerpt.textContent).toBe(excerpt);
  });

  it('marks a message read from the list and comes back to the same page, saying so', async () => {
    const handleMessage = vi.fn(async () => ok(undefined));
    const source = renderInbox('office', '/inbox?status=unread', {
      inbox: vi.fn(async () => ok(page)),
      handleMessage,
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Mark as read' }))[0]!);
    expect(handleMessage).toHaveBeenCalledWith('m1', 'read', {});
    expect(await screen.findByRole('status')).toHaveTextContent('Marked as read.');
    expect(source.inbox).toHaveBeenLastCalledWith({ status: 'unread', page: 1 });
  });

  it('says what went wrong when marking read is refused', async () => {
    renderInbox('office', '/inbox', {
      inbox: vi.fn(async () => ok(page)),
      handleMessage: vi.fn(async () => ({ ok: false as const, status: 404 as const, message: inboxWords.notFound })),
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Mark as read' }))[0]!);
    expect(await screen.findByText(inboxWords.notFound)).toHaveAttribute('role', 'alert');
  });

  it('offers an export of a range of days, this month so far unless chosen', async () => {
    renderInbox('office', '/inbox');
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('type', 'date');
    expect(to).toHaveAttribute('type', 'date');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(to).toHaveValue(today);
    expect(from).toHaveValue(`${today.slice(0, 8)}01`);
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    const form = exportButton.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/inbox/export');
  });

  it('checks the days before exporting, with the shared rules', async () => {
    renderInbox('office', '/inbox');
    const from = await screen.findByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(inboxWords.fromAfterTo)).toBeVisible();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows what to correct when the export comes back with days it could not take', async () => {
    renderInbox('office', '/inbox?from=2026-12-01&to=2026-11-01');
    expect(await screen.findByText(inboxWords.fromAfterTo)).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(inboxWords.fromAfterTo);
    expect(screen.getByText('Some fields need attention. Correct them and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('names a day that does not exist, which a date field cannot show', async () => {
    renderInbox('office', '/inbox?from=2026-11-31&to=2026-12-01');
    expect(await screen.findByText(inboxWords.fromInvalid)).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(inboxWords.fromInvalid);
  });

  it('tells an editor politely that the page is not theirs', async () => {
    const source = renderInbox('editor', '/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
    expect(source.inbox).not.toHaveBeenCalled();
  });
});
