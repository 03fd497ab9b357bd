/**
 * Files attached to content: a news item, event, circular and the
 * other kinds that link files take PDFs and pictures through the albums'
 * upload route. What is stored, how a PDF is served (inline, under its own
 * name), what is refused with nothing stored, and when a file goes. On
 * SQLite, and PostgreSQL when set.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes, imagePath } from '@school/shared/api-paths';
import type { ConsoleKindSlug } from '@school/shared/console-kinds';
import type { Item } from '@school/shared/console-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import { uploadBytes, uploadLimits, uploadMessages, uploadRequestBytes } from '@school/shared/upload-rules';
import { consoleUploadPath } from '@school/shared/console-kinds';
import { dataFolders, type Config } from '../src/config';
import type { PublishingConsole } from '../src/modules/publishing/service';
import { postBody, postMultipart, streamedBody, type Part } from './support/multipart';
import { phonePhoto } from './support/phone-photo';
import type { RoleMap } from './support/staff-sessions';
import { databaseKinds, type TestDatabase } from './support/test-database';
import { openUploadApp, type UploadApp } from './support/upload-app';

/** A whole PDF: a header, a body of `bytes` and the end marker a reader looks for. */
const pdf = (tag: string, bytes = 0) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${tag}\n`),
    Buffer.alloc(bytes, 0x20),
    Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);

describe.each(databaseKinds)('files attached to content on %s', (kind) => {
  let server: UploadApp;
  let database: TestDatabase;
  let config: Config;
  let app: FastifyInstance;
  let consoles: (role: StaffRole) => PublishingConsole;
  let cookies: RoleMap;

  const uploadsDir = () => dataFolders(config).uploads;
  /** Every stored file, as paths under the uploads folder. */
  const storedFiles = () =>
    existsSync(uploadsDir())
      ? readdirSync(uploadsDir(), { recursive: true, encoding: 'utf8' }).filter((name) => /\.(pdf|jpg)$/.test(name))
      : [];
  const fileRows = () => database.db.selectFrom('files').selectAll().orderBy('original_name').execute();

  /** An upload from an editor's session, or from `as` (a cookie of undefined: signed out). */
  const upload = (
    slug: ConsoleKindSlug,
    id: string,
    parts: Part[],
    as: { cookie?: string } = { cookie: cookies.editor },
  ) => postMultipart(app, consoleUploadPath(slug, id), parts, as);

  async function newNews(title = 'Annual Day circular'): Promise<Item> {
    const created = await consoles('editor').create('news', {
      title,
      date: '2026-11-20',
      description: '<p>Parents are invited.</p>',
    });
    if (!created.ok) throw new Error(created.message);
    return created.value;
  }

  const itemNow = async (slug: ConsoleKindSlug, id: string) => (await consoles('publisher').item(slug, id))!;

  beforeAll(async () => {
    server = await openUploadApp(kind);
    ({ database, config, app, consoles, cookies } = server);
  });

  beforeEach(() => server.clear());

  afterAll(async () => {
    await server?.close();
  });

  describe('a PDF', () => {
    it('is stored as it came, under a name the server makes, and listed by the name it was uploaded as', async () => {
      const news = await newNews();
      const data = pdf('notice');
      const answer = await upload('news', news.id, [
        { filename: '../../Circular 12 (Annual Day).pdf', type: 'application/pdf', data },
      ]);
      expect(answer.statusCode).toBe(200);
      const [result] = answer.json().files;
      expect(result).toMatchObject({
        name: 'Circular 12 (Annual Day).pdf',
        ok: true,
        message: uploadMessages.uploaded,
      });
      expect(result.path).toMatch(/^files\/\d{4}\/[0-9a-f]{16}\.[0-9a-f]{8,}\.pdf$/);
      expect(readFileSync(path.join(uploadsDir(), ...result.path.split('/')))).toEqual(data);
      const [row] = await fileRows();
      expect(row).toMatchObject({
        storage_path: result.path,
        content_type: 'application/pdf',
        size: data.length,
        width: null,
        height: null,
        original_name: 'Circular 12 (Annual Day).pdf',
      });
      expect((await itemNow('news', news.id)).attachments).toEqual([
        { path: result.path, alt: '', name: 'Circular 12 (Annual Day).pdf', isPdf: true },
      ]);
    });

    it('is served inline, under the name it was uploaded as, and kept an hour once its item is on the site', async () => {
      const news = await newNews();
      const data = pdf('served');
      const sent = await upload('news', news.id, [{ filename: 'परिपत्र “Annual Day”.pdf', data }]);
      const { path: storagePath } = sent.json().files[0];
      const published = await consoles('publisher').act('news', news.id, 'publishNow', {
        version: (await itemNow('news', news.id)).version,
        form: {},
      });
      expect(published.ok).toBe(true);
      const served = await app.inject({ method: 'GET', url: imagePath(storagePath) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload).toEqual(data);
      // An hour at most, so that a circular taken off the site leaves browsers and shared caches within the hour.
      expect(served.headers['cache-control']).toBe('public, max-age=3600');
      // The real name (RFC 6266), and an ASCII stand-in for browsers that cannot read it.
      expect(served.headers['content-disposition']).toBe(
        `inline; filename="??????? ?Annual Day?.pdf"; filename*=UTF-8''${encodeURIComponent('परिपत्र “Annual Day”.pdf')}`,
      );
      // The same file named by an attachment value, as the site's testimonial images are asked for.
      const byUrl = await app.inject({
        method: 'GET',
        url: `${apiRoutes.imageByUrl}?url=${encodeURIComponent(storagePath)}`,
      });
      expect(byUrl.headers['content-disposition']).toBe(served.headers['content-disposition']);
    });

    it('uploaded to two items is stored once and used by both; deleting one for good keeps it for the other', async () => {
      const [first, second] = [await newNews('First'), await newNews('Second')];
      const data = pdf('shared');
      await upload('news', first.id, [{ filename: 'shared.pdf', data }]);
      const again = await upload('news', second.id, [{ filename: 'shared-again.pdf', data }]);
      expect(again.json().files[0].message).toBe(uploadMessages.uploaded);
      expect(await fileRows()).toHaveLength(1);
      expect(storedFiles()).toHaveLength(1);

      const deleted = await consoles('publisher').act('news', first.id, 'delete', { version: first.version, form: {} });
      expect(deleted.ok).toBe(true);
      const emptyBin = async (id: string) => {
        // The bin keeps items for 30 days; then the hourly purge deletes them.
        await database.db
          .updateTable('content_items')
          .set({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
          .where('id', '=', id)
          .execute();
        await server.purgeBin();
      };
      await emptyBin(first.id);
      expect(storedFiles()).toHaveLength(1);
      expect((await itemNow('news', second.id)).attachments).toHaveLength(1);

      const secondNow = await itemNow('news', second.id);
      await consoles('publisher').act('news', second.id, 'delete', { version: secondNow.version, form: {} });
      await emptyBin(second.id);
      expect(storedFiles()).toEqual([]);
      expect(await fileRows()).toEqual([]);
    });
  });

  describe('a picture', () => {
    it('is made safe like an album photo: a JPEG without EXIF or GPS, and listed as a picture', async () => {
      const news = await newNews();
      const answer = await upload('news', news.id, [
        { filename: 'notice-board.jpg', data: await phonePhoto(64, 32, '#36c') },
      ]);
      expect(answer.statusCode).toBe(200);
      const { path: storagePath } = answer.json().files[0];
      expect(storagePath).toMatch(/^photos\/\d{4}\/[0-9a-f]{16}\.[0-9a-f]{8,}\.jpg$/);
      const metadata = await sharp(readFileSync(path.join(uploadsDir(), ...storagePath.split('/')))).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect((await itemNow('news', news.id)).attachments).toEqual([
        { path: storagePath, alt: '', name: 'notice-board.jpg', isPdf: false },
      ]);
    });
  });

  describe('refused with a clear 4xx, storing nothing', () => {
    it.each([
      ['a PDF larger than 20 MB', () => pdf('large', uploadLimits.pdfBytes), 413, uploadMessages.pdfTooLarge('file')],
      ['a PDF cut off on its way (no end marker)', () => pdf('cut').subarray(0, 60), 400, uploadMessages.unreadablePdf],
      [
        'a web page named .pdf',
        () => Buffer.from('<!doctype html><script>alert(1)</script>'),
        415,
        uploadMessages.notAFile,
      ],
      ['a ZIP archive', () => Buffer.from('504b0304140000000800', 'hex'), 415, uploadMessages.notAFile],
    ])('%s', async (_label, data, status, message) => {
      const news = await newNews();
      const answer = await upload('news', news.id, [{ filename: 'notice.pdf', type: 'application/pdf', data: data() }]);
      expect(answer.statusCode).toBe(status);
      expect(answer.json().files).toEqual([{ name: 'notice.pdf', ok: false, message }]);
      expect(storedFiles()).toEqual([]);
      expect(await fileRows()).toEqual([]);
      expect((await itemNow('news', news.id)).attachments).toEqual([]);
    });

    it('files that come to more than the most one request may carry, sent in chunks', async () => {
      const news = await newNews();
      const each = uploadBytes.file - 1024 * 1024;
      const body = streamedBody([
        { filename: 'notice.pdf', type: 'application/pdf', data: pdf('would be stored') },
        ...Array.from({ length: Math.ceil(uploadRequestBytes.file / each) }, (_, n) => ({
          filename: `scan-${n}.pdf`,
          zeros: each,
        })),
      ]);
      const answer = await postBody(app, consoleUploadPath('news', news.id), body, { cookie: cookies.editor });
      expect(answer.statusCode).toBe(413);
      expect(answer.json().error.message).toBe(uploadMessages.tooMuch('file'));
      // The rest of the body is not read: the connection is closed after the answer.
      expect(answer.headers.connection).toBe('close');
      expect(storedFiles()).toEqual([]);
      expect(await fileRows()).toEqual([]);
      const temp = dataFolders(config).uploadTemp;
      expect(existsSync(temp) ? readdirSync(temp) : []).toEqual([]);
      expect((await itemNow('news', news.id)).attachments).toEqual([]);
    }, 30_000);

    it('a PDF sent to an album, even one the school already has', async () => {
      const album = await consoles('editor').create('albums', {
        title: 'Sports Day',
        category: 'PhotoGallery',
        school_tab: 'Junior',
        date: '2026-11-20',
      });
      if (!album.ok) throw new Error(album.message);
      const data = pdf('not a photo');
      const fresh = await upload('albums', album.value.id, [{ filename: 'notice.pdf', data }]);
      expect(fresh.statusCode).toBe(415);
      expect(fresh.json().files[0].message).toBe(uploadMessages.notAPhoto);

      const news = await newNews();
      await upload('news', news.id, [{ filename: 'notice.pdf', data }]);
      const known = await upload('albums', album.value.id, [{ filename: 'notice.pdf', data }]);
      expect(known.statusCode).toBe(415);
      expect(known.json().files[0].message).toBe(uploadMessages.notAPhoto);
      expect((await itemNow('albums', album.value.id)).attachments).toEqual([]);
    });

    it.each([
      ['an office user', () => cookies.office, 403],
      ['someone signed out', () => undefined, 401],
    ])('from %s', async (_label, cookie, status) => {
      const news = await newNews();
      const answer = await upload('news', news.id, [{ filename: 'notice.pdf', data: pdf('refused') }], {
        cookie: cookie(),
      });
      expect(answer.statusCode).toBe(status);
      expect(storedFiles()).toEqual([]);
    });
  });

  it.each(['highlights', 'events', 'circulars', 'registrations', 'announcements'] as const)(
    '%s take a PDF the same way',
    async (slug) => {
      const fields: Record<string, Record<string, string>> = {
        highlights: { title: 'Admissions open' },
        events: { title: 'Science fair', date: '2026-12-01' },
        circulars: { title: 'Loquacity 2026', category: 'Loquacity', date: '2026-11-01' },
        registrations: { title: 'Nursery registration', url: 'https://example.org/form' },
        announcements: { title: 'Holiday on Friday' },
      };
      const created = await consoles('editor').create(slug, fields[slug]!);
      if (!created.ok) throw new Error(created.message);
      const answer = await upload(slug, created.value.id, [{ filename: `${slug}.pdf`, data: pdf(slug) }]);
      expect(answer.statusCode).toBe(200);
      expect((await itemNow(slug, created.value.id)).attachments).toMatchObject([{ name: `${slug}.pdf`, isPdf: true }]);
    },
  );
});
