import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleSource } from '@school/shared/console-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import { fakeContext, fakeSource, summary } from '../../test/fake-console';
import * as list from './item-list';

function renderList(role: StaffRole, path: string, overrides: Partial<ConsoleSource> = {}) {
  const source = fakeSource(role, overrides);
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
  render(<Stub initialEntries={[path]} />);
  return source;
}

const newsPage = {
  items: [
    summary({ id: 'n1', heading: 'Science fair', status: 'published' }),
    summary({ id: 'n2', heading: 'Sports day', status: 'review', hasDraft: true }),
  ],
  total: 42,
  page: 2,
  pageSize: 20,
};

describe('a list screen', () => {
  it('has a New link, a Search box and a Status filter in a form the address keeps', async () => {
    renderList('editor', '/news', { list: vi.fn(async () => newsPage) });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/news/new');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('name', 'search');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Draft', 'Waiting for review', 'Scheduled', 'Published', 'Unpublished']);
    expect(search.closest('form')).toHaveAttribute('method', 'get');
  });

  it('passes the search, status and page to the server', async () => {
    const source = renderList('editor', '/news?search=fair&status=published&page=2', {
      list: vi.fn(async () => newsPage),
    });
    await screen.findByText('Science fair');
    expect(source.list).toHaveBeenCalledWith('news', { search: 'fair', status: 'published', page: 2 });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('fair');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
  });

  it('shows one row per item with its heading, linked to its edit screen, and its status', async () => {
    renderList('editor', '/news?page=2', { list: vi.fn(async () => newsPage) });
    const rows = within(await screen.findByRole('list', { name: '42 news items' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Science fair' })).toHaveAttribute('href', '/news/n1');
    expect(rows[0]).toHaveTextContent('Published');
    expect(rows[1]).toHaveTextContent('Waiting for review');
  });

  it('pages through with Previous and Next, keeping the search', async () => {
    renderList('editor', '/news?search=fair&page=2', { list: vi.fn(async () => newsPage) });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/news?search=fair');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/news?search=fair&page=3');
  });

  it('says plainly when there is nothing yet', async () => {
    renderList('editor', '/events');
    expect(await screen.findByText('There are no events yet. Press New to write the first one.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('lets a publisher move ordered items up and down, each button named by its item', async () => {
    const page = {
      items: [summary({ id: 'h1', heading: 'Admissions open' }), summary({ id: 'h2', heading: 'Fee dates' })],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    const source = renderList('publisher', '/highlights', { list: vi.fn(async () => page) });
    const down = await screen.findByRole('button', { name: 'Move down Admissions open' });
    expect(screen.queryByRole('button', { name: 'Move up Admissions open' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up Fee dates' })).toBeInTheDocument();
    await userEvent.click(down);
    expect(source.move).toHaveBeenCalledWith('highlights', 'h1', 'down');
  });

  it('does not offer an editor the order, nor any kind without one', async () => {
    const page = { items: [summary({ id: 'h1' }), summary({ id: 'h2' })], total: 2, page: 1, pageSize: 20 };
    renderList('editor', '/highlights', { list: vi.fn(async () => page) });
    await screen.findByText('Item h1');
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
  });

  it('answers an unknown kind with the not-found page', async () => {
    renderList('publisher', '/recipes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('tells office staff politely that the page is not theirs', async () => {
    renderList('office', '/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
  });
});
