/**
 * Replace on the console's Documents list (`POST /admin/replace/documents/<id>`): a publisher's or an admin's new
 * PDF is on the site at once, at the address every page links; an editor's waits in the draft for review while the
 * site keeps the old file; office staff, a file that is not a PDF and a list drawn before a colleague's change are
 * refused with nothing changed. On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentHref } from '@school/shared/asset-paths';
import { documentReplacePath, replaceMessages } from '@school/shared/document-replace';
import type { StaffRole } from '@school/shared/staff-permissions';
import { uploadMessages } from '@school/shared/upload-rules';
import type { PublishingConsole } from '../src/modules/publishing/service';
import { madePdf } from './support/made-pdfs';
import { postMultipart } from './support/multipart';
import { phonePhoto } from './support/phone-photo';
import type { RoleMap } from './support/staff-sessions';
import { databaseKinds, type TestDatabase } from './support/test-database';
import { openUploadApp, type UploadApp } from './support/upload-app';

/** A whole PDF, told apart by `tag`. */
const pdf = (tag: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${tag}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

describe.each(databaseKinds)('Replace on the Documents list on %s', (kind) => {
  let server: UploadApp;
  let database: TestDatabase;
  let app: FastifyInstance;
  let consoles: (role: StaffRole) => PublishingConsole;
  let cookies: RoleMap;

  const item = async (id: string) => (await consoles('publisher').item('documents', id))!;
  const served = () => app.inject({ method: 'GET', url: documentHref('fee-structure') });
  const auditActions = async (id: string) =>
    (
      await database.db
        .selectFrom('audit_log')
        .select('action')
        .where('item_id', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  /** Replace from `role`'s session, sending `data` as the file and the version the list was drawn at. */
  const replace = (
    role: StaffRole,
    id: string,
    version: number,
    data: Buffer,
    file: { filename?: string; type?: string } = {},
  ) =>
    postMultipart(
      app,
      documentReplacePath('documents', id),
      [
        { field: 'version', data: String(version) },
        { filename: file.filename ?? 'Fee structure.pdf', type: file.type ?? 'application/pdf', data },
      ],
      { cookie: cookies[role] },
    );

  /** "Fee structure", published with its first file. */
  async function feeStructure() {
    const created = await consoles('editor').create('documents', { title: 'Fee structure' });
    if (!created.ok) throw new Error(created.message);
    const first = await replace('publisher', created.value.id, created.value.version, pdf('first'));
    expect(first.statusCode).toBe(200);
    return item(created.value.id);
  }

  beforeAll(async () => {
    server = await openUploadApp(kind);
    ({ database, app, consoles, cookies } = server);
  });

  beforeEach(() => server.clear());

  afterAll(async () => {
    await server?.close();
  });

  it.each(['publisher', 'admin'] as const)(
    'from a %s, publishes the new file: the address serves it at once, the earlier one kept as a version',
    async (role) => {
      const document = await feeStructure();
      expect(document.keyed).toMatchObject({ key: 'fee-structure', served: true, uploaded: true });
      expect((await served()).rawPayload).toEqual(pdf('first'));

      const answer = await replace(role, document.id, document.version, pdf('second'), { filename: 'Fees 2027.pdf' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ result: 'published', message: replaceMessages.published });

      const now = await served();
      expect(now.statusCode).toBe(200);
      expect(now.rawPayload).toEqual(pdf('second'));
      const after = await item(document.id);
      expect(after).toMatchObject({ status: 'published', hasDraft: false, version: document.version + 1 });
      expect(after.attachments.map((file) => file.name)).toEqual(['Fees 2027.pdf', 'Fee structure.pdf']);
      expect(await auditActions(document.id)).toEqual(['create', 'document.replace', 'document.replace']);
      const revisions = await consoles('publisher').history('documents', document.id);
      // History says what the Replace changed: the file.
      expect(revisions[0]).toMatchObject({ version: document.version + 1, changed: ['File'] });
    },
  );

  it('from an editor, goes into the draft and asks for review; the site keeps the old file until approved', async () => {
    const document = await feeStructure();
    const answer = await replace('editor', document.id, document.version, pdf('editor'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ result: 'review', message: replaceMessages.review });

    expect((await served()).rawPayload).toEqual(pdf('first'));
    const waiting = await item(document.id);
    expect(waiting).toMatchObject({ status: 'review', hasDraft: true, reviewRequested: true });
    expect(waiting.attachments).toHaveLength(2);
    expect(waiting.keyed).toMatchObject({ served: true });
    expect((await auditActions(document.id)).at(-1)).toBe('document.replaceForReview');

    // A publisher's Replace approves the waiting draft with the newer file first.
    const approved = await replace('publisher', document.id, waiting.version, pdf('publisher'));
    expect(approved.statusCode).toBe(200);
    expect((await served()).rawPayload).toEqual(pdf('publisher'));
    expect(await item(document.id)).toMatchObject({ status: 'published', hasDraft: false, reviewRequested: false });
  });

  it('stores a scan, warning that screen readers and search cannot read it; a PDF with text has no warning', async () => {
    const document = await feeStructure();
    const scan = await replace('publisher', document.id, document.version, await madePdf(['scan', 'scan']));
    expect(scan.statusCode).toBe(200);
    expect(scan.json()).toEqual({
      result: 'published',
      message: replaceMessages.published,
      warning: uploadMessages.scannedPdf,
    });
    const text = await replace('publisher', document.id, document.version + 1, await madePdf(['text']));
    expect(text.json()).toEqual({ result: 'published', message: replaceMessages.published });
  });

  it('from an editor, sends a document never published for review', async () => {
    const created = await consoles('editor').create('documents', { title: 'Holiday list' });
    if (!created.ok) throw new Error(created.message);
    const answer = await replace('editor', created.value.id, created.value.version, pdf('holidays'));
    expect(answer.statusCode).toBe(200);
    expect(await item(created.value.id)).toMatchObject({
      status: 'review',
      keyed: { key: 'holiday-list', served: false, uploaded: true },
    });
    expect((await app.inject({ url: documentHref('holiday-list') })).statusCode).toBe(404);
  });

  it('refuses office staff with 403 and changes nothing', async () => {
    const document = await feeStructure();
    const answer = await replace('office', document.id, document.version, pdf('office'));
    expect(answer.statusCode).toBe(403);
    expect(await item(document.id)).toMatchObject({ version: document.version, hasDraft: false });
    expect((await served()).rawPayload).toEqual(pdf('first'));
  });

  it('refuses a photo renamed to .pdf with 415, saying why, and changes nothing', async () => {
    const document = await feeStructure();
    const photo = await phonePhoto(400, 300, '#336699');
    const answer = await replace('publisher', document.id, document.version, photo, { filename: 'fees.pdf' });
    expect(answer.statusCode).toBe(415);
    expect(answer.json().error.message).toBe(uploadMessages.notADocument);
    expect(await item(document.id)).toMatchObject({ version: document.version });
    expect((await item(document.id)).attachments).toHaveLength(1);
    expect((await served()).rawPayload).toEqual(pdf('first'));
    expect(await database.db.selectFrom('files').select('id').execute()).toHaveLength(1);
  });

  it('refuses a list drawn before a colleague changed the document (409), keeping neither the file nor the change', async () => {
    const document = await feeStructure();
    const saved = await consoles('editor').act('documents', document.id, 'save', {
      version: document.version,
      form: { title: 'Fee structure 2027-28' },
    });
    expect(saved.ok).toBe(true);
    const answer = await replace('publisher', document.id, document.version, pdf('stale'));
    expect(answer.statusCode).toBe(409);
    expect((await served()).rawPayload).toEqual(pdf('first'));
    expect((await item(document.id)).attachments).toHaveLength(1);
    expect(await database.db.selectFrom('files').select('id').execute()).toHaveLength(1);
  });

  it('answers 404 for a kind that is not a document', async () => {
    const created = await consoles('editor').create('news', {
      title: 'Annual Day',
      date: '2026-11-20',
      description: '<p>Parents are invited.</p>',
    });
    if (!created.ok) throw new Error(created.message);
    const answer = await postMultipart(
      app,
      documentReplacePath('news', created.value.id),
      [
        { field: 'version', data: '1' },
        { filename: 'a.pdf', type: 'application/pdf', data: pdf('news') },
      ],
      { cookie: cookies.publisher },
    );
    expect(answer.statusCode).toBe(404);
  });

  it('serves an earlier version again once it is put first and published', async () => {
    const document = await feeStructure();
    await replace('publisher', document.id, document.version, pdf('second'));
    const earlier = (await item(document.id)).attachments[1]!;
    const moved = await consoles('publisher').editAttachment('documents', document.id, {
      path: earlier.path,
      change: 'move',
      to: 0,
    });
    expect(moved.ok).toBe(true);
    expect((await served()).rawPayload).toEqual(pdf('second'));
    const published = await consoles('publisher').act('documents', document.id, 'publishNow', {
      version: (await item(document.id)).version,
      form: { title: 'Fee structure' },
    });
    expect(published.ok).toBe(true);
    expect((await served()).rawPayload).toEqual(pdf('first'));
  });
});
