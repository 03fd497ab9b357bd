/** The file buttons of the edit screen become one `editAttachment` call each, or a clear refusal. */
import { describe, expect, it, vi } from 'vitest';
import { fakeSource, item } from '../test/fake-console';
import { findConsoleKind } from '@school/shared/console-kinds';
import { attachmentAction } from './attachment-actions';

const path = 'photos/2026/0123456789abcdef.1a2b3c4d.jpg';
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
/** React Router's `data()` answers carry their body in `.data` and status in `.init`. */
const body = (answer: unknown) => ((answer as { data?: unknown }).data ?? answer) as { ok: boolean; message: string };

const albums = findConsoleKind('albums')!;
const news = findConsoleKind('news')!;
const messages = findConsoleKind('messages')!;
const events = findConsoleKind('events')!;

describe('attachment actions', () => {
  it.each([
    [
      'attachmentAlt',
      { alt: 'Runners at the start' },
      { path, column: 'attachments', change: 'alt', alt: 'Runners at the start' },
      'Alt text saved.',
    ],
    ['attachmentFirst', {}, { path, column: 'attachments', change: 'move', to: 0 }, 'This photo is now the cover.'],
    ['attachmentMove', { to: '3' }, { path, column: 'attachments', change: 'move', to: 3 }, 'The new order is saved.'],
    [
      'attachmentUp',
      { position: '2' },
      { path, column: 'attachments', change: 'move', to: 1 },
      'The new order is saved.',
    ],
    [
      'attachmentDown',
      { position: '2' },
      { path, column: 'attachments', change: 'move', to: 3 },
      'The new order is saved.',
    ],
    ['attachmentDelete', {}, { path, column: 'attachments', change: 'remove' }, 'The photo is deleted.'],
  ] as const)('%s asks the server for exactly that change', async (intent, fields, edit, message) => {
    const editAttachment = vi.fn(async () => ({ ok: true as const, value: item({ id: 'a1' }) }));
    const source = fakeSource('editor', { editAttachment });
    const answer = await attachmentAction(source, albums, 'a1', intent, form({ path, ...fields }));
    expect(editAttachment).toHaveBeenCalledExactlyOnceWith('albums', 'a1', edit);
    expect(body(answer)).toEqual({ ok: true, message });
  });

  it.each([
    ['attachmentFirst', 'This file now comes first: the site links it once the changes are published.'],
    ['attachmentDelete', 'The file is removed.'],
  ] as const)('%s on a news item speaks of its file, which the site links', async (intent, message) => {
    const editAttachment = vi.fn(async () => ({ ok: true as const, value: item({ id: 'n1' }) }));
    const answer = await attachmentAction(fakeSource('editor', { editAttachment }), news, 'n1', intent, form({ path }));
    expect(editAttachment).toHaveBeenCalledOnce();
    expect(body(answer)).toEqual({ ok: true, message });
  });

  it.each([
    ['attachmentFirst', 'This photo now comes first: the site shows it once the changes are published.'],
    ['attachmentDelete', 'The photo is deleted.'],
  ] as const)("%s on a leader's message speaks of the photo the site shows", async (intent, message) => {
    const editAttachment = vi.fn(async () => ({ ok: true as const, value: item({ id: 'm1' }) }));
    const answer = await attachmentAction(
      fakeSource('editor', { editAttachment }),
      messages,
      'm1',
      intent,
      form({ path }),
    );
    expect(editAttachment).toHaveBeenCalledOnce();
    expect(body(answer)).toEqual({ ok: true, message });
  });

  it("names the list a button's file is in: an event's photo, kept apart from its files", async () => {
    const editAttachment = vi.fn(async () => ({ ok: true as const, value: item({ id: 'e1' }) }));
    const source = fakeSource('editor', { editAttachment });
    const answer = await attachmentAction(source, events, 'e1', 'attachmentDelete', form({ path, column: 'images' }));
    expect(editAttachment).toHaveBeenCalledExactlyOnceWith('events', 'e1', {
      path,
      column: 'images',
      change: 'remove',
    });
    expect(body(answer)).toEqual({ ok: true, message: 'The photo is deleted.' });
  });

  it.each([
    ['a list the kind does not have', news, { path, column: 'images' }],
    ['a list that does not exist', events, { path, column: 'fields' }],
  ] as const)('refuses %s without asking the server', async (_label, kind, fields) => {
    const editAttachment = vi.fn();
    const answer = await attachmentAction(
      fakeSource('editor', { editAttachment }),
      kind,
      'x1',
      'attachmentDelete',
      form(fields),
    );
    expect(editAttachment).not.toHaveBeenCalled();
    expect(body(answer).ok).toBe(false);
  });

  it.each([
    ['no file named', 'attachmentDelete', {}],
    ['a place that is not a number', 'attachmentMove', { path, to: 'first' }],
    ['a negative place', 'attachmentMove', { path, to: '-1' }],
    ['Move up on the first', 'attachmentUp', { path, position: '0' }],
    ['Move down from no place', 'attachmentDown', { path, position: 'last' }],
    ['no alt text field', 'attachmentAlt', { path }],
  ] as const)('refuses %s without asking the server', async (_label, intent, fields) => {
    const editAttachment = vi.fn();
    const answer = await attachmentAction(fakeSource('editor', { editAttachment }), albums, 'a1', intent, form(fields));
    expect(editAttachment).not.toHaveBeenCalled();
    expect(body(answer).ok).toBe(false);
  });

  it("passes the server's refusal on, with its status", async () => {
    const source = fakeSource('office');
    const answer = await attachmentAction(source, albums, 'a1', 'attachmentDelete', form({ path }));
    expect(body(answer)).toEqual({ ok: false, message: 'Not in this test.' });
    expect((answer as { init?: { status?: number } | number }).init).toMatchObject({ status: 403 });
  });
});
