/**
 * The school's documents on its pages (with the built web app): a page links a document the site serves at
 * /documents/<key>.pdf, and shows one that is not uploaded yet as its name and "Not yet uploaded", never a link to
 * that address's 404; another school's document counts for nothing. Every page reads the documents (the footer and
 * the menus link some), so publishing one drops the pages kept in memory, and the next request shows it, within
 * 2 seconds: through the console here, and on PostgreSQL from another process through the change feed. On SQLite,
 * and PostgreSQL when set.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentHref } from '@school/shared/asset-paths';
import { documentReplacePath } from '@school/shared/document-replace';
import { messages } from '@school/shared/messages';
import { buildApp } from '../src/app';
import { changeFeed } from '../src/modules/content/change-feed';
import { localFileStore } from '../src/storage/local-file-store';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { get } from './support/console-requests';
import {
  contentRow,
  insertContent,
  insertSchool,
  otherSchoolCode,
  schoolCode,
  storeSchoolWebsite,
} from './support/fixtures';
import { postMultipart } from './support/multipart';
import { untilKept } from './support/until-kept';
import { addStaffAccounts, serviceSessions, type RoleMap } from './support/staff-sessions';
import { testConfig } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

/** A whole PDF, told apart by `tag`. */
const pdf = (tag: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${tag}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

const holidayFile = 'documents/holiday-list.11111111.pdf';
const notUploaded = `<span class="not-uploaded">${messages.notYetUploaded}</span>`;

const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
/** Whether the page's HTML has a link (or a frame) to the document's address. */
const linksTo = (html: string, key: string) =>
  new RegExp(`<(a|iframe)\\b[^>]*(href|src)="${documentHref(key).replaceAll('.', '\\.')}[#"]`).test(html);

/** Asks for the page until `check` holds, for up to 2 seconds; answers how long it took. */
async function within2s(app: FastifyInstance, url: string, check: (html: string) => boolean): Promise<number> {
  const start = Date.now();
  for (;;) {
    const page = await get(app, url);
    expect(page.statusCode, url).toBe(200);
    if (check(page.body)) return Date.now() - start;
    if (Date.now() - start > 2_000) throw new Error(`${url} did not change within 2 seconds`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databaseKinds)("the school's documents on its pages, on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookies: RoleMap;
  const feeStructureId = crypto.randomUUID();
  const holidayListId = crypto.randomUUID();

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await insertSchool(database.db, otherSchoolCode);
    await storeSchoolWebsite(database.db, schoolCode);
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
    await localFileStore(path.join(database.dataDir, 'uploads')).put(holidayFile, pdf('holidays'));
    const published = { status: 'published' as const, draft: null };
    await insertContent(database.db, [
      contentRow('document', {
        ...published,
        id: holidayListId,
        key: 'holiday-list',
        title: 'Holiday List 2027',
        attachments: JSON.stringify([holidayFile]),
      }),
      // Added to the site before its file: every page that links it says it is not uploaded yet.
      contentRow('document', { ...published, id: feeStructureId, key: 'fee-structure', title: 'Fee Structure' }),
      // Another school's has a file; it is not this school's.
      contentRow('document', {
        ...published,
        school_code: otherSchoolCode,
        key: 'fee-structure',
        title: 'Fee Structure',
        attachments: JSON.stringify([holidayFile]),
      }),
    ]);
    await addStaffAccounts(database.db, config);
    cookies = await serviceSessions(database.db, config);
    // The list cache off: a page kept in memory is the only thing that can still show what was before.
    app = await buildApp({ config, seedDemo: false, contentCacheMs: 0, db: database.db });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('links a document that is on the site, in its PDF block: a link and a frame of its address', async () => {
    const page = await get(app, '/holiday-list');
    expect(page.statusCode).toBe(200);
    const main = mainOf(page.body);
    expect(linksTo(main, 'holiday-list')).toBe(true);
    expect(main).toContain(`src="${documentHref('holiday-list')}#toolbar=0"`);
    expect(main).not.toContain(messages.notYetUploaded);
    expect((await get(app, documentHref('holiday-list'))).statusCode).toBe(200);
  });

  it('shows a document that is not uploaded as its name and "Not yet uploaded", in the page and the footer, with no link to it', async () => {
    expect((await get(app, documentHref('fee-structure'))).statusCode).toBe(404);
    const page = await get(app, '/admission-process');
    expect(page.statusCode).toBe(200);
    expect(mainOf(page.body)).toContain(`Download the complete fee structure ${notUploaded}.`);
    expect(footerOf(page.body)).toContain(`Fee Structure ${notUploaded}`);
    expect(linksTo(page.body, 'fee-structure')).toBe(false);
    // Nor in the data the page's scripts take over: the prose they draw again is the same.
    expect(page.body).not.toContain(`href=\\"${documentHref('fee-structure')}`);
  });

  // Before any change this app announces itself: the notice of its own comes back to it late, and would drop the
  // page this test keeps to show that only an announced change drops it.
  it.runIf(kind === 'postgres')(
    'drops the kept pages when another process withdraws a document and announces it, and not before',
    async () => {
      // Kept in memory: a page is stored once sent, so the request just after a miss may render it again.
      await untilKept(() => get(app, '/holiday-list'));
      const withdraw = () =>
        database.db
          .updateTable('content_items')
          .set({ status: 'unpublished', unpublish_at: null })
          .where('id', '=', holidayListId);
      // A change nobody announced: the kept page still shows what it showed.
      await withdraw().execute();
      expect(linksTo(mainOf((await get(app, '/holiday-list')).body), 'holiday-list')).toBe(true);

      const otherProcess = changeFeed({ databaseUrl: database.url, warn: () => undefined });
      try {
        await database.db.transaction().execute(async (trx) => {
          await withdraw().execute();
          await otherProcess.announceIn(trx, { schoolCode, kinds: ['document'] });
        });
      } finally {
        await otherProcess.close();
      }
      await within2s(app, '/holiday-list', (html) => mainOf(html).includes(notUploaded));
      const main = mainOf((await get(app, '/holiday-list')).body);
      expect(linksTo(main, 'holiday-list')).toBe(false);
      expect(main).not.toContain('<iframe');
    },
  );

  it("shows the document on the kept page within 2 seconds of a publisher's upload", async () => {
    // Kept in memory now.
    await get(app, '/admission-process');
    expect(linksTo((await get(app, '/admission-process')).body, 'fee-structure')).toBe(false);

    const row = await database.db
      .selectFrom('content_items')
      .select('version')
      .where('id', '=', feeStructureId)
      .executeTakeFirstOrThrow();
    const uploaded = await postMultipart(
      app,
      documentReplacePath('documents', feeStructureId),
      [
        { field: 'version', data: String(row.version) },
        { filename: 'Fee structure.pdf', type: 'application/pdf', data: pdf('fees') },
      ],
      { cookie: cookies.publisher },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const took = await within2s(app, '/admission-process', (html) => linksTo(mainOf(html), 'fee-structure'));
    expect(took).toBeLessThan(2_000);
    const page = await get(app, '/admission-process');
    expect(mainOf(page.body)).not.toContain(messages.notYetUploaded);
    expect(linksTo(footerOf(page.body), 'fee-structure')).toBe(true);
    expect((await get(app, documentHref('fee-structure'))).statusCode).toBe(200);
  });
});
