import { getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import type { ConsoleSource } from '@school/shared/console-source';
import { inboxWords, type InboxMessage } from '@school/shared/inbox';
import type { StaffRole } from '@school/shared/staff-permissions';
import { fakeContext, fakeSource } from '../../test/fake-console';
import * as screenModule from './inbox-message';

function Where() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

const message = (overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id: 'm1',
  name: 'Asha Rao',
  email: 'asha.rao@example.org',
  phone: '9876543210',
  profession: 'Parent',
  message: 'When does admission for Grade 2 open?\n\nWe moved here in May.',
  receivedAt: '2026-11-24T04:00:00.000Z',
  status: 'read',
  note: '',
  statusBy: 'Joseph Thomas',
  statusAt: '2026-11-24T05:00:00.000Z',
  ...overrides,
});

const ok = <T,>(value: T) => ({ ok: true as const, value });

function renderMessage(
  role: StaffRole,
  stored: InboxMessage,
  overrides: Partial<ConsoleSource> = {},
  path = '/inbox/m1',
) {
  const source = fakeSource(role, { inboxMessage: vi.fn(async () => ok(stored)), ...overrides });
  const context = fakeContext(source);
  const Stub = createRoutesStub(
    [
      {
        path: '/inbox/:id',
        Component: screenModule.default as never,
        loader: screenModule.loader as never,
        action: screenModule.action as never,
        ErrorBoundary: screenModule.ErrorBoundary,
        HydrateFallback: () => null,
      },
      { path: '*', Component: Where },
    ],
    context,
  );
  render(<Stub initialEntries={[path]} />);
  // The context is returned for a test to change between requests.
  return { source, context };
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('a message', () => {
  it('is shown whole: sender, how to reach them, when it came, the text with its line breaks, and its status', async () => {
    const { source } = renderMessage('office', message());
    expect(await screen.findByRole('heading', { level: 1, name: 'Message from Asha Rao' })).toBeVisible();
    expect(source.inboxMessage).toHaveBeenCalledWith('m1');
    const details = screen.getByRole('region', { name: 'The message' });
    expect(within(details).getByRole('link', { name: 'asha.rao@example.org' })).toHaveAttribute(
      'href',
      'mailto:asha.rao@example.org',
    );
    expect(within(details).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(details).toHaveTextContent('Received24 Nov 2026, 09:30');
    expect(details).toHaveTextContent('Read by Joseph Thomas, 24 Nov 2026, 10:30');
    expect(within(details).getByText(/When does admission/)).toHaveTextContent(
      'When does admission for Grade 2 open? We moved here in May.',
      { normalizeWhitespace: true },
    );
    expect(within(details).getByText(/When does admission/).textContent).toContain('\n\nWe moved');
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/inbox');
  });

  it('shows the sender’s name and the message isolated and as typed, so U+202E disguises nothing', async () => {
    const name = 'Asha \u202Eoar.exe';
    const text = 'Please call\u202E back\n\nabout the fees.';
    renderMessage('office', message({ name, message: text }));
    const asTyped = { normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }) };
    const heading = await screen.findByRole('heading', { level: 1 });
    const shownName = within(heading).getByText(name, asTyped);
    expect(shownName.tagName).toBe('BDI');
    expect(heading.textContent).toBe(`Message from ${name}`);
    const shownText = within(screen.getByRole('region', { name: 'The message' })).getByText(text, asTyped);
    expect(shownText.tagName).toBe('BDI');
    expect(shownText.textContent).toBe(text);
    // The tab's title holds the name between isolates, so the words after it keep their order.
    expect(
      screenModule.meta({ loaderData: { message: message({ name }), timeZone: 'Asia/Kolkata' } } as never),
    ).toEqual([{ title: `Message from \u2068${name}\u2069 | Inbox | Staff console` }]);
  });

  it('offers Mark as handled with a Note, Spam and Delete on a message that has been read', async () => {
    renderMessage('office', message());
    await screen.findByRole('button', { name: 'Mark as handled' });
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(button('Spam')).toBeInTheDocument();
    expect(button('Mark as read')).not.toBeInTheDocument();
    // Delete asks first: it sits behind a disclosure.
    expect(screen.getByText('Delete this message…').closest('details')).not.toHaveAttribute('open');
  });

  it('offers Mark as read again on a handled message, and shows its note', async () => {
    renderMessage('publisher', message({ status: 'handled', note: 'Called back.' }));
    await screen.findByRole('button', { name: 'Mark as read' });
    expect(screen.getByRole('region', { name: 'The message' })).toHaveTextContent('Note: Called back.');
    expect(screen.getByLabelText('Note')).toHaveValue('Called back.');
    expect(button('Spam')).toBeInTheDocument();
  });

  it('offers no Spam on spam', async () => {
    renderMessage('admin', message({ status: 'spam' }));
    await screen.findByRole('button', { name: 'Mark as read' });
    expect(button('Spam')).not.toBeInTheDocument();
    expect(button('Mark as handled')).toBeInTheDocument();
  });

  it('asks for a note before Mark as handled is sent, with the shared rule', async () => {
    const handleMessage = vi.fn();
    renderMessage('office', message(), { handleMessage });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText(inboxWords.noteEmpty)).toBeVisible();
    expect(screen.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
    expect(handleMessage).not.toHaveBeenCalled();
  });

  it('marks it handled with the note and says so', async () => {
    const handleMessage = vi.fn(async () => ok(undefined));
    renderMessage('office', message(), { handleMessage });
    await userEvent.type(await screen.findByLabelText('Note'), 'Called back about admissions.');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Marked as handled.');
    expect(handleMessage).toHaveBeenCalledWith('m1', 'handled', { note: 'Called back about admissions.' });
  });

  it('marks it spam without asking for a note', async () => {
    const handleMessage = vi.fn(async () => ok(undefined));
    renderMessage('office', message(), { handleMessage });
    await userEvent.click(await screen.findByRole('button', { name: 'Spam' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Marked as spam.');
    expect(handleMessage).toHaveBeenCalledWith('m1', 'spam', { note: '' });
  });

  it('shows the server’s refusal beside the note, keeping what was typed', async () => {
    const handleMessage = vi.fn(async () => ({
      ok: false as const,
      status: 400 as const,
      message: 'Some fields need attention. Correct them and try again.',
      fieldErrors: { note: inboxWords.noteTooLong },
    }));
    renderMessage('office', message(), { handleMessage });
    await userEvent.type(await screen.findByLabelText('Note'), 'Replied');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText(inboxWords.noteTooLong)).toBeVisible();
    expect(screen.getByLabelText('Note')).toHaveValue('Replied');
    expect(screen.getByText('Some fields need attention. Correct them and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('keeps the note as typed, with the message above it, when the database has gone since the page opened', async () => {
    const handleMessage = vi.fn();
    const { context } = renderMessage('office', message(), { handleMessage });
    await userEvent.type(await screen.findByLabelText('Note'), 'Called back about admissions.');
    context.databaseUnavailable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText(consoleMessages.databaseUnavailable)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Note')).toHaveValue('Called back about admissions.');
    expect(handleMessage).not.toHaveBeenCalled();
  });

  it('goes back to the inbox after Delete, confirmed in the disclosure', async () => {
    const handleMessage = vi.fn(async () => ok(undefined));
    renderMessage('office', message(), { handleMessage });
    await userEvent.click(await screen.findByText('Delete this message…'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Now at /inbox?done=messageDeleted')).toBeInTheDocument();
    expect(handleMessage).toHaveBeenCalledWith('m1', 'delete', {});
  });

  it('answers a message that is gone with the not-found page', async () => {
    renderMessage('office', message(), {
      inboxMessage: vi.fn(async () => ({ ok: false as const, status: 404 as const, message: inboxWords.notFound })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('tells an editor politely that the page is not theirs, and never opens the message', async () => {
    const { source } = renderMessage('editor', message());
    expect(await screen.findByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
    expect(source.inboxMessage).not.toHaveBeenCalled();
  });
});
