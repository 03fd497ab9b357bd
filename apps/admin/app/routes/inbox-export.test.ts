import { describe, expect, it, vi } from 'vitest';
import type { ConsoleSource } from '@school/shared/console-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import { fakeContext, fakeSource } from '../../test/fake-console';
import { loader } from './inbox-export';

function download(role: StaffRole | null, query: string, overrides: Partial<ConsoleSource> = {}) {
  const source = role ? fakeSource(role, overrides) : undefined;
  const run = () =>
    loader({
      context: fakeContext(source),
      request: new Request(`http://school.test/admin/inbox/export${query}`),
      params: {},
    } as never);
  return { source, run };
}

/** What a loader threw: a redirect or an error answer. */
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') };
    return { status: (error as { init?: { status?: number } }).init?.status ?? 0 };
  }
  throw new Error('expected the loader to throw');
}

describe('the CSV download', () => {
  it('answers the server’s file as an attachment', async () => {
    const exportMessages = vi.fn(async () => ({
      ok: true as const,
      value: { fileName: 'contact-messages-2026-11-01-to-2026-11-30.csv', csv: '\uFEFFDate,Name\r\n', count: 0 },
    }));
    const { run } = download('office', '?from=2026-11-01&to=2026-11-30', { exportMessages });
    const response = (await run()) as Response;
    expect(exportMessages).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30' });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="contact-messages-2026-11-01-to-2026-11-30.csv"',
    );
    // The bytes as sent, the byte-order mark included (text() would drop it).
    expect(Buffer.from(await response.arrayBuffer()).toString('utf8')).toBe('\uFEFFDate,Name\r\n');
  });

  it('sends days the server refuses back to the inbox, which says what to correct', async () => {
    const exportMessages = vi.fn(async () => ({
      ok: false as const,
      status: 400 as const,
      message: 'Some fields need attention.',
      fieldErrors: { to: 'From must be on or before To.' },
    }));
    const { run } = download('office', '?from=2026-12-01&to=2026-11-01', { exportMessages });
    expect(await thrown(run)).toEqual({
      status: 302,
      location: '/inbox?from=2026-12-01&to=2026-11-01#export-heading',
    });
  });

  it('refuses an editor with 403 without asking the server', async () => {
    const { source, run } = download('editor', '?from=2026-11-01&to=2026-11-30');
    expect(await thrown(run)).toEqual({ status: 403 });
    expect(source!.exportMessages).not.toHaveBeenCalled();
  });

  it('sends a visitor who is not signed in to sign in first', async () => {
    const { run } = download(null, '?from=2026-11-01&to=2026-11-30');
    const answer = await thrown(run);
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/sign-in\?next=/);
  });
});
