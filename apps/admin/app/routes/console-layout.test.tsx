import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consoleKinds } from '@school/shared/console-kinds';
import { consoleMessages } from '@school/shared/console-messages';
import type { StaffRole } from '@school/shared/staff-permissions';
import { fakeContext, fakeSource } from '../../test/fake-console';
import * as root from '../root';
import * as layout from './console-layout';

// One link per kind, named as the public site names it (console-kinds.ts).
const kindLinks = consoleKinds.map((kind) => kind.label);

async function renderLayout(role: StaffRole) {
  const Stub = createRoutesStub(
    [
      {
        Component: layout.default as never,
        loader: layout.loader as never,
        HydrateFallback: () => null,
        children: [{ path: '/', Component: () => <h1>Start</h1> }],
      },
    ],
    fakeContext(fakeSource(role)),
  );
  render(<Stub initialEntries={['/']} />);
  await screen.findByRole('heading', { level: 1, name: 'Start' });
  return within(screen.getByRole('navigation', { name: 'Console' }));
}

const linkNames = (nav: ReturnType<typeof within>) =>
  nav.getAllByRole('link').map((link: HTMLElement) => link.textContent);

describe('the console menu', () => {
  it('shows an admin every kind of content, the bin and the school pages', async () => {
    const names = linkNames(await renderLayout('admin'));
    expect(kindLinks).toContain('Registrations');
    expect(names).toEqual(expect.arrayContaining([...kindLinks, 'Bin', 'Staff', 'Audit log', 'Settings', 'Account']));
  });

  it('shows a publisher the content and the bin, but not the admin pages', async () => {
    const names = linkNames(await renderLayout('publisher'));
    expect(names).toEqual(expect.arrayContaining([...kindLinks, 'Bin', 'Account']));
    for (const name of ['Staff', 'Audit log', 'Settings']) expect(names).not.toContain(name);
  });

  it('shows an editor the content, without the bin, the disclosure or the admin pages', async () => {
    const names = linkNames(await renderLayout('editor'));
    const editorsKinds = kindLinks.filter((label) => label !== 'Disclosure');
    expect(names).toEqual(expect.arrayContaining([...editorsKinds, 'Account']));
    for (const name of ['Bin', 'Disclosure', 'Staff', 'Audit log', 'Settings']) expect(names).not.toContain(name);
  });

  it('shows office staff no kinds of content', async () => {
    const names = linkNames(await renderLayout('office'));
    for (const name of [...kindLinks, 'Bin', 'Staff']) expect(names).not.toContain(name);
    expect(names).toContain('Account');
  });

  it('folds behind a Menu button that says whether it is open', async () => {
    const nav = await renderLayout('editor');
    const menu = nav.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('has a skip link, the person signed in and a Sign out button', async () => {
    await renderLayout('publisher');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as Rahul Verma (Publisher)');
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    expect(signOut.closest('form')).toHaveAttribute('method', 'post');
    expect(signOut.closest('form')).toHaveAttribute('action', '/sign-out');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('the console while the database cannot be reached', () => {
  it('says so plainly in place of the whole frame, which cannot tell who is signed in', async () => {
    const Stub = createRoutesStub(
      [
        {
          Component: layout.default as never,
          loader: layout.loader as never,
          ErrorBoundary: root.ErrorBoundary,
          HydrateFallback: () => null,
          children: [{ path: '/', Component: () => <h1>Start</h1> }],
        },
      ],
      fakeContext(undefined, { databaseUnavailable: true }),
    );
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'The database cannot be reached' })).toBeVisible();
    expect(screen.getByText(consoleMessages.databaseUnavailable)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });
});
