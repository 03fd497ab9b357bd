/**
 * `GET /documents/<key>.pdf`: the address every page links a document by serves the file its published copy
 * names first, for the school the request is for. A draft's new file, an unpublished document, another school's,
 * and names that are not a document's key are not served.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRepository } from '../src/modules/content/repository';
import { localFileStore } from '../src/storage/local-file-store';
import { contentRow, insertSchool, otherSchoolCode, schoolCode } from './support/fixtures';
import { buildTestApp } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const files = {
  current: 'documents/fee-structure.11111111.pdf',
  earlier: 'documents/fee-structure.22222222.pdf',
  drafted: 'documents/fee-structure.33333333.pdf',
  other: 'documents/holiday-list.44444444.pdf',
};

describe.each(databaseKinds)('documents by their address on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await insertSchool(database.db, otherSchoolCode);
    const uploads = localFileStore(path.join(database.dataDir, 'uploads'));
    for (const [name, storagePath] of Object.entries(files)) await uploads.put(storagePath, pdf(name));
    const published = { status: 'published' as const, draft: null };
    await contentRepository(database.db).insert([
      contentRow('document', {
        ...published,
        key: 'fee-structure',
        title: 'Fee structure 2027-28',
        attachments: JSON.stringify([files.current, files.earlier]),
        // A replacement waiting for review is not on the site yet.
        draft: JSON.stringify({ fields: {}, attachments: [{ path: files.drafted, alt: '' }] }),
      }),
      contentRow('document', { ...published, key: 'not-uploaded', title: 'Not uploaded', attachments: '[]' }),
      contentRow('document', {
        ...published,
        status: 'unpublished',
        key: 'withdrawn',
        attachments: JSON.stringify([files.earlier]),
      }),
      contentRow('document', {
        ...published,
        school_code: otherSchoolCode,
        key: 'holiday-list',
        attachments: JSON.stringify([files.other]),
      }),
    ]);
    app = await buildTestApp(database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('serves the current file of the published copy, to be asked about again on each visit', async () => {
    const response = await app.inject({ url: '/documents/fee-structure.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body).toBe(pdf('current').toString());
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers['content-disposition']).toBe('inline; filename="Fee structure 2027-28.pdf"');

    const again = await app.inject({
      url: '/documents/fee-structure.pdf',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives another file another ETag, so a browser that kept the old one gets the new one', async () => {
    const first = await app.inject({ url: '/documents/fee-structure.pdf' });
    await database.db
      .updateTable('content_items')
      .set({ attachments: JSON.stringify([files.earlier, files.current]) })
      .where('key', '=', 'fee-structure')
      .where('school_code', '=', schoolCode)
      .execute();
    const after = await app.inject({
      url: '/documents/fee-structure.pdf',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(pdf('earlier').toString());
    await database.db
      .updateTable('content_items')
      .set({ attachments: JSON.stringify([files.current, files.earlier]) })
      .where('key', '=', 'fee-structure')
      .where('school_code', '=', schoolCode)
      .execute();
  });

  it.each([
    ['a document with no file yet', '/documents/not-uploaded.pdf'],
    ['an unpublished document', '/documents/withdrawn.pdf'],
    ["another school's document", '/documents/holiday-list.pdf'],
    ['a key nobody has', '/documents/no-such-document.pdf'],
    ['a key in capitals', '/documents/Fee-Structure.pdf'],
    ['another extension', '/documents/fee-structure.PDF'],
    ['no extension', '/documents/fee-structure'],
    ['a path outside', '/documents/..%2Fsecret.pdf'],
  ])('answers 404 for %s, kept by nobody', async (_what, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('%PDF');
  });
});
