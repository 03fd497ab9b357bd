/**
 * The contact inbox over HTTP, as a browser without JavaScript uses
 * the console: a message a visitor sent through the contact form API is
 * listed with the word Unread, opened (and so marked read), handled with a
 * note, marked spam and read again, deleted, and exported as CSV; bad input
 * answers 400 and changes nothing; an editor is refused every page and every
 * button with 403; console answers are never stored. On SQLite, and
 * PostgreSQL when TEST_DATABASE_URL is set. Needs the console's build.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import type { ContactForm } from '@school/shared/forms';
import { inboxWords } from '@school/shared/inbox';
import { buildApp } from '../src/app';
import { adminBuildDir, requireBuilds } from './support/builds';
import { get, host, post } from './support/console-requests';
import { insertSchool, otherSchoolCode, schoolCode } from './support/fixtures';
import { addStaffAccounts, consoleSessions, type RoleMap } from './support/staff-sessions';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { testConfig } from './support/test-app';

const visitor: ContactForm = {
  name: 'Farida Khan',
  email: 'farida.khan@example.org',
  phone: '9811122233',
  profession: 'Parent',
  message: 'Is there a waiting list for Grade 3?',
};

/** React Router escapes apostrophes in the HTML it writes. */
const html = (text: string) => text.replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

describe.each(databaseKinds)('the inbox in the console on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookies: RoleMap;
  let ids: RoleMap;
  let lastAddress = 0;

  const row = (id: string) =>
    database.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  const auditActions = async () =>
    (await database.db.selectFrom('audit_log').select('action').where('kind', '=', 'inbox').execute()).map(
      (entry) => entry.action,
    );

  /** Sends a message through the public contact form, as a visitor's browser does; its id. */
  async function sendMessage(form: Partial<ContactForm> = {}): Promise<string> {
    const message = `${visitor.message} (${Math.random().toString(36).slice(2)})`;
    const answer = await app.inject({
      method: 'POST',
      url: apiPath('form', { schoolcode: schoolCode, formType: 'contact' }),
      remoteAddress: `203.0.113.${++lastAddress}`,
      payload: { ...visitor, message, ...form, tag: 'dif' },
    });
    expect(answer.statusCode).toBe(200);
    const stored = await database.db
      .selectFrom('contact_messages')
      .select('id')
      .where('message', '=', form.message ?? message)
      .executeTakeFirstOrThrow();
    return stored.id;
  }

  beforeAll(async () => {
    requireBuilds(adminBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await insertSchool(database.db, otherSchoolCode);
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir });
    ids = await addStaffAccounts(database.db, config);
    app = await buildApp({ config, serveSite: false, serveConsole: true, seedDemo: false, db: database.db });
    cookies = await consoleSessions(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists a visitor’s message as Unread, and opening it marks it read', async () => {
    const id = await sendMessage();
    const list = await get(app, '/admin/inbox', cookies.office);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain(visitor.name);
    expect(list.body).toContain('Unread');
    expect(list.body).toContain(`href="/admin/inbox/${id}"`);
    // The export form asks for the file itself, with the browser's own GET.
    const exportForm = /<form[^>]*id="inbox-export"[^>]*>/.exec(list.body)?.[0];
    expect(exportForm).toContain('action="/admin/inbox/export"');
    expect(exportForm).toContain('method="get"');

    const opened = await get(app, `/admin/inbox/${id}`, cookies.office);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(`Message from <bdi>${visitor.name}</bdi>`);
    expect(opened.body).toContain(`mailto:${visitor.email}`);
    expect(await row(id)).toMatchObject({ status: 'read', status_by: 'The office' });
  });

  it('writes every opening of a message to the audit log, with who, when and the request', async () => {
    const id = await sendMessage();
    const openings = () =>
      database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'openMessage')
        .where('item_id', '=', id)
        .orderBy('at')
        .execute();
    const before = Date.now();
    for (const role of ['office', 'office', 'admin'] as const) {
      expect((await get(app, `/admin/inbox/${id}`, cookies[role])).statusCode).toBe(200);
    }
    const entries = await openings();
    expect(entries.map((entry) => entry.user_id)).toEqual([ids.office, ids.office, ids.admin]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ school_code: schoolCode, kind: 'inbox', summary: `Message from ${visitor.name}` });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before);
    }
    const requests = entries.map((entry) => entry.request_id);
    expect(new Set(requests).size).toBe(3);
    for (const request of requests) expect(request).toMatch(/^[0-9a-f-]{36}$/);

    // An editor is refused before the message is read: nothing of it is sent, and nothing is recorded.
    const refused = await get(app, `/admin/inbox/${id}`, cookies.editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(visitor.name);
    expect(await openings()).toHaveLength(3);
  });

  it('shows a name with a right-to-left override isolated, and keeps it as typed in the database and the export', async () => {
    const disguised = 'Farida \u202Efdp.exe';
    const text = 'Please call\u202E back';
    const id = await sendMessage({ name: disguised, message: text });
    expect(await row(id)).toMatchObject({ name: disguised, message: text });

    const list = await get(app, '/admin/inbox', cookies.office);
    expect(list.body).toContain(`<bdi>${disguised}</bdi>`);
    const opened = await get(app, `/admin/inbox/${id}`, cookies.office);
    expect(opened.body).toContain(`Message from <bdi>${disguised}</bdi>`);
    expect(opened.body).toContain(`<bdi>${text}</bdi>`);
    expect(opened.body).toContain(`<title>Message from \u2068${disguised}\u2069 | Inbox`);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const exported = await get(app, `/admin/inbox/export?from=${today}&to=${today}`, cookies.office);
    expect(exported.body).toContain(`,${disguised},`);
    expect(exported.body).toContain(`,${text},`);
  });

  it('shows office staff the unread count on the start screen', async () => {
    await sendMessage();
    const unread = Number(
      (
        await database.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('school_code', '=', schoolCode)
          .where('status', '=', 'unread')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const start = await get(app, '/admin', cookies.office);
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain(unread === 1 ? '1 unread message.' : `${unread} unread messages.`);
    expect(start.body).toContain('href="/admin/inbox?status=unread"');
  });

  it('marks a message handled with a note, spam, read again, and deletes it, each in the audit log', async () => {
    const id = await sendMessage();
    const before = await auditActions();
    const press = (intent: string, fields: Record<string, string> = {}) =>
      post(app, `/admin/inbox/${id}`, { intent, ...fields }, cookies.publisher);

    const handled = await press('handled', { note: 'Put on the Grade 3 waiting list.' });
    expect(handled.statusCode).toBe(302);
    expect(handled.headers.location).toBe(`/admin/inbox/${id}?done=messageHandled`);
    expect(await row(id)).toMatchObject({ status: 'handled', note: 'Put on the Grade 3 waiting list.' });

    expect((await press('spam')).headers.location).toBe(`/admin/inbox/${id}?done=messageSpam`);
    expect((await row(id))?.status).toBe('spam');
    expect((await press('read')).headers.location).toBe(`/admin/inbox/${id}?done=messageRead`);
    expect((await row(id))?.status).toBe('read');

    const deleted = await press('delete');
    expect(deleted.statusCode).toBe(302);
    expect(deleted.headers.location).toBe('/admin/inbox?done=messageDeleted');
    expect(await row(id)).toBeUndefined();
    expect((await auditActions()).slice(before.length)).toEqual([
      'markHandled',
      'markSpam',
      'markRead',
      'deleteMessage',
    ]);
  });

  it('marks a message read from the list, back on the same page of it', async () => {
    const id = await sendMessage();
    const list = await get(app, '/admin/inbox?status=unread&page=1', cookies.office);
    expect(list.body).toContain('action="/admin/inbox?status=unread&amp;page=1" method="post"');
    const answer = await post(app, '/admin/inbox?status=unread&page=1', { intent: 'read', id }, cookies.office);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/admin/inbox?status=unread&page=1&done=messageRead');
    expect((await row(id))?.status).toBe('read');
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const id = await sendMessage();
    // Opened first, as staff do: the page the buttons are on marks it read.
    expect((await get(app, `/admin/inbox/${id}`, cookies.office)).statusCode).toBe(200);
    const before = await row(id);
    const actions = await auditActions();

    const longNote = await post(
      app,
      `/admin/inbox/${id}`,
      { intent: 'handled', note: 'x'.repeat(501) },
      cookies.office,
    );
    expect(longNote.statusCode).toBe(400);
    expect(longNote.body).toContain(inboxWords.noteTooLong);
    const noNote = await post(app, `/admin/inbox/${id}`, { intent: 'handled', note: ' ' }, cookies.office);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toContain(html(inboxWords.noteEmpty));
    const unknown = await post(app, `/admin/inbox/${id}`, { intent: 'archive' }, cookies.office);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(inboxWords.unknownAction);

    expect(await row(id)).toEqual(before);
    // Each refusal shows the message again, and that reading is recorded; nothing else is.
    expect((await auditActions()).slice(actions.length)).toEqual(['openMessage', 'openMessage', 'openMessage']);
  });

  it('answers an unknown message, and another school’s, with 404', async () => {
    const theirs = await database.db
      .insertInto('contact_messages')
      .values({ id: 'theirs-1', school_code: otherSchoolCode, ...visitor, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const id of ['no-such-message', theirs.id]) {
      expect((await get(app, `/admin/inbox/${id}`, cookies.office)).statusCode).toBe(404);
      const pressed = await post(app, `/admin/inbox/${id}`, { intent: 'handled', note: 'Done' }, cookies.office);
      expect(pressed.statusCode).toBe(404);
      expect(pressed.body).toContain(html(inboxWords.notFound));
    }
    expect(await row(theirs.id)).toMatchObject({ status: 'unread', note: '' });
  });

  it('exports a range of days as a CSV attachment', async () => {
    const id = await sendMessage({ name: '=Formula Parent' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const answer = await get(app, `/admin/inbox/export?from=${today}&to=${today}`, cookies.office);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="contact-messages-${today}-to-${today}.csv"`,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(answer.body).toContain('Date,Name,Email,Phone,Profession,Message,Status,Note\r\n');
    expect(answer.body).toContain("'=Formula Parent");
    expect(await row(id)).toBeDefined();
    expect(await auditActions()).toContain('exportMessages');
  });

  it('sends days the export cannot take back to the inbox, which says what to correct', async () => {
    const actions = await auditActions();
    const answer = await get(app, '/admin/inbox/export?from=2026-11-30&to=2026-11-01', cookies.office);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/admin/inbox?from=2026-11-30&to=2026-11-01#export-heading');
    const inbox = await get(app, '/admin/inbox?from=2026-11-30&to=2026-11-01', cookies.office);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain(inboxWords.fromAfterTo);
    expect(await auditActions()).toEqual(actions);
  });

  it('refuses an editor every inbox page and button with 403, changing nothing', async () => {
    const id = await sendMessage();
    const before = await row(id);
    const actions = await auditActions();
    for (const path of ['/admin/inbox', `/admin/inbox/${id}`, '/admin/inbox/export?from=2026-11-01&to=2026-11-30']) {
      expect((await get(app, path, cookies.editor)).statusCode, path).toBe(403);
    }
    for (const intent of ['read', 'handled', 'spam', 'delete']) {
      const pressed = await post(app, `/admin/inbox/${id}`, { intent, note: 'Done' }, cookies.editor);
      expect(pressed.statusCode, intent).toBe(403);
    }
    expect((await post(app, '/admin/inbox', { intent: 'read', id }, cookies.editor)).statusCode).toBe(403);
    // The start screen shows an editor no inbox.
    expect((await get(app, '/admin', cookies.editor)).body).not.toContain('Contact inbox');
    expect(await row(id)).toEqual(before);
    expect(await auditActions()).toEqual(actions);
  });

  it('sends a visitor who is not signed in to the sign-in page', async () => {
    for (const path of ['/admin/inbox', '/admin/inbox/export?from=2026-11-01&to=2026-11-30']) {
      const answer = await get(app, path);
      expect(answer.statusCode).toBe(302);
      expect(new URL(String(answer.headers.location), `http://${host}`).pathname).toBe('/admin/sign-in');
    }
  });
});
