/** The photo buttons of the edit screen become one `editAttachment` call each, or a clear refusal. */
import { describe, expect, it, vi } from 'vitest';
import { fakeSource, item } from '../test/fake-console';
import { photoAction } from './photo-actions';

const path = 'photos/2026/0123456789abcdef.1a2b3c4d.jpg';
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
/** React Router's `data()` answers carry their body in `.data` and status in `.init`. */
const body = (answer: unknown) => ((answer as { data?: unknown }).data ?? answer) as { ok: boolean; message: string };

describe('photo actions', () => {
  it.each([
    [
      'photoAlt',
      { alt: 'Runners at the start' },
      { path, change: 'alt', alt: 'Runners at the start' },
      'Alt text saved.',
    ],
    ['photoCover', {}, { path, change: 'move', to: 0 }, 'This photo is now the cover.'],
    ['photoMove', { to: '3' }, { path, change: 'move', to: 3 }, 'The new order is saved.'],
    ['photoDelete', {}, { path, change: 'remove' }, 'The photo is deleted.'],
  ] as const)('%s asks the server for exactly that change', async (intent, fields, edit, message) => {
    const editAttachment = vi.fn(async () => ({ ok: true as const, value: item({ id: 'a1' }) }));
    const source = fakeSource('editor', { editAttachment });
    const answer = await photoAction(source, 'albums', 'a1', intent, form({ path, ...fields }));
    expect(editAttachment).toHaveBeenCalledExactlyOnceWith('albums', 'a1', edit);
    expect(body(answer)).toEqual({ ok: true, message });
  });

  it.each([
    ['no photo named', 'photoDelete', {}],
    ['a place that is not a number', 'photoMove', { path, to: 'first' }],
    ['a negative place', 'photoMove', { path, to: '-1' }],
    ['no alt text field', 'photoAlt', { path }],
  ] as const)('refuses %s without asking the server', async (_label, intent, fields) => {
    const editAttachment = vi.fn();
    const answer = await photoAction(fakeSource('editor', { editAttachment }), 'albums', 'a1', intent, form(fields));
    expect(editAttachment).not.toHaveBeenCalled();
    expect(body(answer).ok).toBe(false);
  });

  it("passes the server's refusal on, with its status", async () => {
    const source = fakeSource('office');
    const answer = await photoAction(source, 'albums', 'a1', 'photoDelete', form({ path }));
    expect(body(answer)).toEqual({ ok: false, message: 'Not in this test.' });
    expect((answer as { init?: { status?: number } | number }).init).toMatchObject({ status: 403 });
  });
});
