/**
 * A PDF with no text in it (a scan) uploaded through `POST /admin/upload/<kind>/<id>` is stored and attached
 * like any other, and its answer carries a warning that screen readers and search cannot read it; a PDF of
 * text, and a photo, carry none. On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consoleUploadPath, type ConsoleKindSlug } from '@school/shared/console-kinds';
import type { StaffRole } from '@school/shared/staff-permissions';
import { uploadMessages, type UploadResult } from '@school/shared/upload-rules';
import type { PublishingConsole } from '../src/modules/publishing/service';
import { madePdf } from './support/made-pdfs';
import { postMultipart, type Part } from './support/multipart';
import { plainJpeg } from './support/phone-photo';
import type { RoleMap } from './support/staff-sessions';
import { databaseKinds } from './support/test-database';
import { openUploadApp, type UploadApp } from './support/upload-app';

describe.each(databaseKinds)('a scanned PDF uploaded on %s', (kind) => {
  let server: UploadApp;
  let app: FastifyInstance;
  let consoles: (role: StaffRole) => PublishingConsole;
  let cookies: RoleMap;

  beforeAll(async () => {
    server = await openUploadApp(kind);
    ({ app, consoles, cookies } = server);
  });

  beforeEach(() => server.clear());

  afterAll(async () => {
    await server?.close();
  });

  async function newItem(slug: ConsoleKindSlug) {
    const form: Record<string, string> =
      slug === 'news'
        ? { title: 'Annual Day circular', date: '2026-11-20', description: '<p>Parents are invited.</p>' }
        : { title: 'Fee structure' };
    const created = await consoles('editor').create(slug, form);
    if (!created.ok) throw new Error(created.message);
    return created.value;
  }

  async function upload(slug: ConsoleKindSlug, id: string, parts: Part[]) {
    const answer = await postMultipart(app, consoleUploadPath(slug, id), parts, { cookie: cookies.editor });
    return { status: answer.statusCode, files: answer.json<{ files: UploadResult[] }>().files };
  }

  const itemFiles = async (slug: ConsoleKindSlug, id: string) =>
    (await consoles('publisher').item(slug, id))!.attachments.map((file) => file.name);

  it.each(['news', 'documents'] as const)('is stored, with a warning, when attached to %s', async (slug) => {
    const item = await newItem(slug);
    const { status, files } = await upload(slug, item.id, [
      { filename: 'scanned-notice.pdf', type: 'application/pdf', data: await madePdf(['scan', 'scan']) },
    ]);
    expect(status).toBe(200);
    expect(files).toEqual([
      {
        name: 'scanned-notice.pdf',
        ok: true,
        path: expect.stringMatching(/\.pdf$/),
        message: uploadMessages.uploaded,
        warning: uploadMessages.scannedPdf,
      },
    ]);
    expect(await itemFiles(slug, item.id)).toEqual(['scanned-notice.pdf']);
  });

  it('is warned about again when the same scan is sent a second time (stored once)', async () => {
    const item = await newItem('news');
    const scan = await madePdf(['scan']);
    await upload('news', item.id, [{ filename: 'scan.pdf', data: scan }]);
    const { files } = await upload('news', item.id, [{ filename: 'scan.pdf', data: scan }]);
    expect(files[0]).toMatchObject({
      ok: true,
      message: uploadMessages.alreadyThere('file'),
      warning: uploadMessages.scannedPdf,
    });
  });

  it('a PDF of text, or one whose text starts on its third page, and a photo carry no warning', async () => {
    const item = await newItem('news');
    const { status, files } = await upload('news', item.id, [
      { filename: 'typed.pdf', type: 'application/pdf', data: await madePdf(['text']) },
      { filename: 'cover-then-text.pdf', type: 'application/pdf', data: await madePdf(['scan', 'blank', 'text']) },
      { filename: 'photo.jpg', type: 'image/jpeg', data: await plainJpeg('#1d3c6e', 40, 30) },
    ]);
    expect(status).toBe(200);
    expect(files.map((file) => file.ok)).toEqual([true, true, true]);
    for (const file of files) expect(file).not.toHaveProperty('warning');
    expect(await itemFiles('news', item.id)).toEqual(['typed.pdf', 'cover-then-text.pdf', 'photo.jpg']);
  });
});
