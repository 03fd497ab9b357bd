import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, it, vi } from 'vitest';
import type { Revision } from '@school/shared/console-source';
import { fakeContext, fakeSource, item } from '../../test/fake-console';
import * as screenModule from './item-history';

const current = item({ id: 'n1' }).fields;
const revision = (version: number, fields: Revision['fields']): Revision => ({
  id: `r${version}`,
  version,
  savedAt: '2026-11-24T04:00:00.000Z',
  savedBy: 'Sana Khan',
  changed: ['title'],
  fields,
});

it('offers Restore on every version but the one whose text the item has now', async () => {
  const source = fakeSource('editor', {
    item: vi.fn(async () => item({ id: 'n1' })),
    history: vi.fn(async () => [revision(2, current), revision(1, { ...current, title: 'Science fair 2025' })]),
  });
  const Stub = createRoutesStub(
    [
      {
        path: '/:kind/:id/history',
        Component: screenModule.default as never,
        loader: screenModule.loader as never,
        HydrateFallback: () => null,
      },
    ],
    fakeContext(source),
  );
  render(<Stub initialEntries={['/news/n1/history']} />);

  const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
  expect(rows[0]).toHaveTextContent('The text now');
  expect(within(rows[1]!).getByRole('button', { name: 'Restore version 1' })).toBeVisible();
});
