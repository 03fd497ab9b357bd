import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleSource } from '@school/shared/console-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import { fakeContext, fakeSource, summary } from '../../test/fake-console';
import * as start from './start';

function renderStart(role: StaffRole, overrides: Partial<ConsoleSource> = {}) {
  const source = fakeSource(role, overrides);
  const Stub = createRoutesStub(
    [
      {
        path: '/',
        Component: start.default as never,
        loader: start.loader as never,
        ErrorBoundary: start.ErrorBoundary,
        HydrateFallback: () => null,
      },
    ],
    fakeContext(source),
  );
  render(<Stub initialEntries={['/']} />);
  return source;
}

const unread = (count: number) => vi.fn(async () => ({ ok: true as const, value: count }));

describe('the start screen’s contact inbox', () => {
  it('shows office staff how many messages are unread, with a link to them', async () => {
    renderStart('office', { unreadMessages: unread(3) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the staff console' })).toBeVisible();
    const inbox = screen.getByRole('region', { name: 'Contact inbox' });
    expect(inbox).toHaveTextContent('3 unread messages.');
    expect(within(inbox).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/inbox?status=unread');
  });

  it.each(['publisher', 'admin'] as const)('shows a %s the count above what needs attention', async (role) => {
    renderStart(role, { unreadMessages: unread(1) });
    expect(await screen.findByRole('heading', { level: 1, name: 'What needs attention' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Contact inbox' })).toHaveTextContent('1 unread message.');
  });

  it('says when nothing is unread, linking to the whole inbox', async () => {
    renderStart('office');
    const inbox = await screen.findByRole('region', { name: 'Contact inbox' });
    expect(inbox).toHaveTextContent('No unread messages.');
    expect(within(inbox).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/inbox');
  });

  it('shows an editor no inbox, and never asks for its count', async () => {
    const source = renderStart('editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'What needs attention' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Contact inbox' })).not.toBeInTheDocument();
    expect(source.unreadMessages).not.toHaveBeenCalled();
  });
});

describe('the start screen’s list of what is still to do', () => {
  const notSaved = () =>
    vi.fn(async () => ({
      ok: true as const,
      value: { profile: undefined, version: 0, updatedAt: null, updatedBy: null },
    }));

  it('asks an admin to fill in the school profile until it is saved, with a link to it', async () => {
    renderStart('admin', { schoolProfile: notSaved() });
    const toDo = await screen.findByRole('region', { name: 'Still to do' });
    expect(toDo).toHaveTextContent(
      'The site shows only “This website is being set up” until the school profile is saved',
    );
    expect(within(toDo).getByRole('link', { name: 'Fill in the school profile' })).toHaveAttribute(
      'href',
      '/settings#school-profile-heading',
    );
  });

  it('has nothing to ask once the profile is saved', async () => {
    renderStart('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'What needs attention' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Still to do' })).not.toBeInTheDocument();
  });

  it('never asks a publisher or an editor, who may not keep the profile', async () => {
    for (const role of ['publisher', 'editor'] as const) {
      const source = renderStart(role, { schoolProfile: notSaved() });
      expect(await screen.findByRole('heading', { level: 1, name: 'What needs attention' })).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Still to do' })).not.toBeInTheDocument();
      expect(source.schoolProfile).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('lists the documents not yet uploaded to anyone who keeps content, each a link to its edit screen', async () => {
    const dashboard = vi.fn(async () => ({
      waitingForReview: [],
      scheduled: [],
      endingThisWeek: [],
      notUploaded: [summary({ id: 'doc-1', kind: 'documents', heading: 'Fire safety certificate' })],
      certificatesRunningOut: [],
      annualReportMissing: false,
    }));
    for (const role of ['editor', 'publisher', 'admin'] as const) {
      renderStart(role, { dashboard });
      const toDo = await screen.findByRole('region', { name: 'Still to do' });
      const list = within(toDo).getByRole('list', { name: 'Documents not yet uploaded' });
      expect(list).toHaveAccessibleDescription('Pages link these, but the site has no file to open for them yet.');
      expect(within(list).getByRole('link', { name: 'Fire safety certificate' })).toHaveAttribute(
        'href',
        '/documents/doc-1',
      );
      cleanup();
    }
  });
});
