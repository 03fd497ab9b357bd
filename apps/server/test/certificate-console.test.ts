/**
 * The certificate screens over HTTP, as the console serves them:
 * the list, New, Import and a certificate's own page open for office staff
 * and admins and answer 403 to publishers and editors; Withdraw is a form
 * post that stops the look-up at once, and is refused (changing nothing) for
 * the wrong role and from another site. Console answers are never stored.
 * On SQLite, and PostgreSQL when TEST_DATABASE_URL is set. Needs the
 * console's build.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateScanPath, certificateUploadRoutes, certificateWords } from '@school/shared/certificates';
import { buildApp } from '../src/app';
import { adminBuildDir, requireBuilds } from './support/builds';
import { get, host, post } from './support/console-requests';
import { insertSchool, schoolCode } from './support/fixtures';
import { postMultipart } from './support/multipart';
import { addStaffAccounts, consoleSessions, type RoleMap } from './support/staff-sessions';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { testConfig } from './support/test-app';

/** React Router escapes apostrophes and quotes in the HTML it writes. */
const html = (text: string) => text.replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

const pdf = (tag: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${tag}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

describe.each(databaseKinds)('the certificate screens on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookies: RoleMap;
  let ids: RoleMap;
  let lastAddress = 0;
  let serial = 0;

  const record = (id: string) =>
    database.db.selectFrom('tc_records').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const lookUp = (admission: string, name: string) =>
    app.inject({
      method: 'POST',
      url: `/api/tc/${schoolCode}`,
      payload: { admission, name },
      remoteAddress: `198.51.100.${++lastAddress}`,
    });

  /** Adds a certificate through New's upload route, as office staff; its id and admission number. */
  async function addCertificate(name = 'Ananya Reddy') {
    const admission = `HV/${++serial}`;
    const answer = await postMultipart(
      app,
      certificateUploadRoutes.add,
      [
        { field: 'admission', data: admission },
        { field: 'name', data: name },
        { field: 'dateOfIssue', data: '19/05/2026' },
        { field: 'scan', filename: 'tc.pdf', type: 'application/pdf', data: pdf(admission) },
      ],
      { cookie: cookies.office },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    return { id: answer.json<{ id: string }>().id, admission, name };
  }

  beforeAll(async () => {
    requireBuilds(adminBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir });
    ids = await addStaffAccounts(database.db, config);
    app = await buildApp({ config, serveSite: false, serveConsole: true, seedDemo: false, db: database.db });
    cookies = await consoleSessions(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists the certificates for office staff, searched by name, each linked to its page', async () => {
    const { id, admission } = await addCertificate('Meera Nair');
    for (const role of ['office', 'admin'] as const) {
      const list = await get(app, '/admin/certificates?search=meera', cookies[role]);
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.body).toContain(`href="/admin/certificates/${id}"`);
      expect(list.body).toContain(admission);
      expect(list.body).toContain('Meera Nair');
    }
  });

  it('serves New with its four fields and Save, and Import with its two file fields and its limit', async () => {
    const form = await get(app, '/admin/certificates/new', cookies.office);
    expect(form.statusCode).toBe(200);
    for (const label of ['Admission No.', 'Student Full Name', 'Date of issue', 'Scan', 'Save']) {
      expect(form.body).toContain(`>${label}<`);
    }
    const importing = await get(app, '/admin/certificates/import', cookies.office);
    expect(importing.statusCode).toBe(200);
    for (const label of ['CSV file', 'Scans', 'Import']) expect(importing.body).toContain(`>${label}<`);
    expect(importing.body).toContain(html(certificateWords.scansHint));
  });

  it('offers the import a CSV template: its header row only, as UTF-8 a spreadsheet recognises', async () => {
    const importing = await get(app, '/admin/certificates/import', cookies.office);
    expect(importing.body).toContain('href="/admin/certificates/template.csv"');
    const template = await get(app, '/admin/certificates/template.csv', cookies.office);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toBe('attachment; filename="certificates-template.csv"');
    expect(template.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(template.body).toBe('\uFEFFadmission_no,name,date_of_issue,file_name\r\n');
  });

  it("opens a certificate's page with its scan link, Replace scan and Withdraw", async () => {
    const { id, admission } = await addCertificate();
    const page = await get(app, `/admin/certificates/${id}`, cookies.office);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Certificate <bdi>${admission}</bdi>`);
    expect(page.body).toContain(`href="${certificateScanPath(id)}"`);
    expect(page.body).toContain('Replace scan');
    expect(page.body).toContain('>Withdraw<');
    expect((await get(app, '/admin/certificates/no-such-id', cookies.office)).statusCode).toBe(404);
  });

  it("writes every opening of a certificate's page to the audit log, by admission number only", async () => {
    const { id, admission, name } = await addCertificate('Kavya Menon');
    const openings = () =>
      database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'openCertificate')
        .where('item_id', '=', id)
        .orderBy('at')
        .execute();
    const before = Date.now();
    for (const role of ['office', 'office', 'admin'] as const) {
      const page = await get(app, `/admin/certificates/${id}`, cookies[role]);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(name);
    }
    const entries = await openings();
    expect(entries.map((entry) => entry.user_id)).toEqual([ids.office, ids.office, ids.admin]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ school_code: schoolCode, kind: 'certificates', summary: admission });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before);
    }
    const requests = entries.map((entry) => entry.request_id);
    expect(new Set(requests).size).toBe(3);
    for (const request of requests) expect(request).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(entries)).not.toContain(name);

    // Publishers and editors are refused before the certificate is read: nothing of it is sent or recorded.
    for (const role of ['publisher', 'editor'] as const) {
      const refused = await get(app, `/admin/certificates/${id}`, cookies[role]);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain(name);
    }
    expect(await openings()).toHaveLength(3);
  });

  it('answers 403 to publishers and editors on every certificate screen, and sends visitors to sign in', async () => {
    const { id } = await addCertificate();
    for (const path of [
      '/admin/certificates',
      '/admin/certificates/new',
      '/admin/certificates/import',
      '/admin/certificates/template.csv',
      `/admin/certificates/${id}`,
    ]) {
      for (const role of ['publisher', 'editor'] as const) {
        expect((await get(app, path, cookies[role])).statusCode, `${role} ${path}`).toBe(403);
      }
      const visitor = await get(app, path);
      expect(visitor.statusCode).toBe(302);
      expect(visitor.headers.location).toContain('/admin/sign-in');
    }
  });

  it('withdraws through the form: the look-up stops at once, and the page says so', async () => {
    const { id, admission, name } = await addCertificate();
    expect((await lookUp(admission, name)).statusCode).toBe(200);
    const answer = await post(app, `/admin/certificates/${id}`, { intent: 'withdraw' }, cookies.office);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`/admin/certificates/${id}?done=certificateWithdrawn`);
    expect((await record(id)).withdrawn_at).not.toBeNull();
    expect((await lookUp(admission, name)).statusCode).toBe(404);
    const page = await get(app, `/admin/certificates/${id}?done=certificateWithdrawn`, cookies.office);
    expect(page.body).toContain('The certificate is withdrawn');
    expect(page.body).not.toContain(`href="${certificateScanPath(id)}"`);
  });

  it('refuses Withdraw from a publisher, an editor, another site and an unknown button, changing nothing', async () => {
    const { id, admission, name } = await addCertificate();
    for (const role of ['publisher', 'editor'] as const) {
      const answer = await post(app, `/admin/certificates/${id}`, { intent: 'withdraw' }, cookies[role]);
      expect(answer.statusCode, role).toBe(403);
    }
    const crossSite = await app.inject({
      method: 'POST',
      url: `/admin/certificates/${id}`,
      headers: {
        host,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookies.office,
      },
      payload: 'intent=withdraw',
    });
    expect(crossSite.statusCode).toBe(403);
    const unknown = await post(app, `/admin/certificates/${id}`, { intent: 'delete' }, cookies.office);
    expect(unknown.statusCode).toBe(400);
    expect((await record(id)).withdrawn_at).toBeNull();
    expect((await lookUp(admission, name)).statusCode).toBe(200);
  });
});
